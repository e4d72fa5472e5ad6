import { hashText, seededRandom } from '../seed/catalogue-random';

// Generated, deterministic artwork: the same game always gets the same picture, and no image
// comes from outside. Tiles are square (the game tile's fixed 1:1 box).

/** Bump when the drawing changes, so long-cached old pictures are not reused. */
export const ART_VERSION = 'v1';

export const gameArtPath = (gameId: number) => `/artwork/${ART_VERSION}/games/${gameId}.webp`;
export const vendorArtPath = (code: string) =>
  `/artwork/${ART_VERSION}/vendors/${encodeURIComponent(code)}.webp`;

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );
}

/** Up to two initials from the first two words: "Golden Empire" -> "GE". */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join('')
      .toUpperCase() || '?'
  );
}

// Glyphs drawn in a 100 x 100 box.
const glyphs: Record<string, string> = {
  star: '<polygon points="50,4 62,38 98,38 69,59 80,94 50,73 20,94 31,59 2,38 38,38"/>',
  seven: '<path d="M18 10h66v14L48 92H30l34-66H18z"/><circle cx="82" cy="80" r="9" opacity=".6"/>',
  diamond:
    '<polygon points="50,4 92,40 50,96 8,40"/><polygon points="30,40 50,8 70,40 50,90" opacity=".5"/>',
  coin: '<circle cx="50" cy="50" r="44"/><circle cx="50" cy="50" r="32" opacity=".45"/>',
  spade:
    '<path d="M50 6C38 28 10 40 10 62c0 14 12 22 24 20 6-1 10-4 12-8-2 10-6 16-12 20h32c-6-4-10-10-12-20 2 4 6 7 12 8 12 2 24-6 24-20C90 40 62 28 50 6z"/>',
  card: '<rect x="18" y="6" width="64" height="88" rx="8"/><path d="M50 30l14 20-14 20-14-20z" opacity=".45"/>',
  dice: '<rect x="8" y="8" width="84" height="84" rx="14"/><g opacity=".45"><circle cx="30" cy="30" r="8"/><circle cx="50" cy="50" r="8"/><circle cx="70" cy="70" r="8"/></g>',
  wheel:
    '<circle cx="50" cy="50" r="44"/><g opacity=".45"><circle cx="50" cy="50" r="10"/><path d="M50 6v88M6 50h88M19 19l62 62M81 19L19 81" stroke="#000" stroke-width="4"/></g>',
  fish: '<ellipse cx="44" cy="50" rx="34" ry="22"/><polygon points="70,50 96,26 96,74"/><circle cx="28" cy="44" r="5" opacity=".45"/>',
  ball: '<circle cx="50" cy="50" r="44"/><polygon points="50,30 69,44 62,66 38,66 31,44" opacity=".45"/>',
  rocket:
    '<path d="M50 4c18 14 24 38 18 62H32C26 42 32 18 50 4z"/><path d="M32 66L18 84l18-4zM68 66l14 18-18-4z" opacity=".6"/><circle cx="50" cy="38" r="8" opacity=".45"/>',
  bingo:
    '<rect x="6" y="6" width="88" height="88" rx="12"/><g opacity=".45"><circle cx="28" cy="28" r="9"/><circle cx="50" cy="50" r="9"/><circle cx="72" cy="72" r="9"/><circle cx="72" cy="28" r="9"/><circle cx="28" cy="72" r="9"/></g>',
  balls:
    '<circle cx="28" cy="62" r="22"/><circle cx="72" cy="62" r="22"/><circle cx="50" cy="28" r="22" opacity=".8"/>',
  controller:
    '<rect x="6" y="26" width="88" height="48" rx="24"/><g opacity=".45"><rect x="20" y="45" width="22" height="8"/><rect x="27" y="38" width="8" height="22"/><circle cx="68" cy="44" r="5"/><circle cx="78" cy="56" r="5"/></g>',
  rooster:
    '<path d="M30 20c10-14 26-10 28 2 10-8 22-4 20 6-8 0-10 6-6 12 10 14 6 40-20 48-22 6-40-8-40-26 0-16 12-22 18-26-4-6-4-12 0-16z"/><circle cx="56" cy="34" r="4" opacity=".45"/>',
};

const glyphForClass: Record<string, keyof typeof glyphs> = {
  VIDEO: 'star',
  CLASSIC: 'seven',
  MEGA: 'diamond',
  JACKPOT: 'coin',
  ARCADE: 'dice',
  CRASH: 'rocket',
  BG: 'bingo',
  BAC: 'card',
  ROU: 'wheel',
  BJ: 'spade',
  SICBO: 'dice',
  DT: 'card',
  SHOW: 'wheel',
  TONGITS: 'card',
  PUSOY: 'spade',
  TEXAS: 'spade',
  NIU: 'card',
  RUMMY: 'card',
  FISH: 'fish',
  SPORTSBOOK: 'ball',
  ESPORTS: 'controller',
  COCKFIGHT: 'rooster',
  LOTTO: 'balls',
  FAST: 'balls',
  NORTH: 'balls',
  CENTRAL: 'balls',
  SOUTH: 'balls',
};

export interface GameArtInput {
  gameId: number;
  name: string;
  vendor: string;
  vendorHue: number;
  classify: string | null;
}

/** A square SVG tile: a two-tone gradient in the vendor's hue family, a glyph for the class, initials. */
export function gameArtSvg(g: GameArtInput): string {
  const rnd = seededRandom(hashText(`${g.gameId}:${g.name}`));
  const hue = (g.vendorHue + rnd.int(-40, 40) + 360) % 360;
  const light = hslToHex(hue, rnd.int(60, 80), rnd.int(42, 52));
  const dark = hslToHex((hue + rnd.int(20, 60)) % 360, rnd.int(55, 75), rnd.int(14, 22));
  const glyph = glyphs[glyphForClass[g.classify ?? ''] ?? 'star'];
  const rings = Array.from({ length: 3 }, () => {
    const r = rnd.int(40, 110);
    return `<circle cx="${rnd.int(0, 300)}" cy="${rnd.int(0, 300)}" r="${r}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="${rnd.int(6, 18)}"/>`;
  }).join('');
  const tilt = rnd.int(-12, 12);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeXml(g.name)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="300" height="300" fill="url(#bg)"/>${rings}` +
    `<g transform="translate(95 42) rotate(${tilt} 55 55) scale(1.1)" fill="#fff" fill-opacity=".9">${glyph}</g>` +
    `<text x="150" y="262" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="64" font-weight="800" fill="#fff" letter-spacing="2">${escapeXml(initialsOf(g.name))}</text>` +
    `<rect x="12" y="12" rx="10" width="${24 + g.vendor.length * 13}" height="32" fill="#000" fill-opacity=".35"/>` +
    `<text x="24" y="35" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="20" font-weight="700" fill="#fff">${escapeXml(g.vendor)}</text>` +
    '</svg>'
  );
}

/** A vendor logo: the code in white on a rounded badge of the vendor's hue (240 x 96). */
export function vendorArtSvg(v: { code: string; name: string; hue: number }): string {
  const light = hslToHex(v.hue, 70, 46);
  const dark = hslToHex((v.hue + 30) % 360, 65, 22);
  const size = v.code.length > 4 ? 34 : 44;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-label="${escapeXml(v.name)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    '<rect width="240" height="96" rx="20" fill="url(#bg)"/>' +
    `<text x="120" y="${48 + size * 0.36}" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="${size}" font-weight="800" fill="#fff" letter-spacing="1">${escapeXml(v.code)}</text>` +
    '</svg>'
  );
}
