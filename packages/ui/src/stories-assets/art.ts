/**
 * Story-only artwork, drawn as inline SVG data URIs from fixed seeds: deterministic screenshots and
 * no network images. Colours here are picture content (like a vendor's artwork), not UI styling.
 */

const svgUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const palettes: readonly [string, string, string][] = [
  ['#ff7a18', '#af002d', '#ffd36e'],
  ['#00c6ff', '#0072ff', '#b8f1ff'],
  ['#7f00ff', '#e100ff', '#ffc6ff'],
  ['#11998e', '#38ef7d', '#d4ffe6'],
  ['#f7971e', '#ffd200', '#fff4c2'],
  ['#ee0979', '#ff6a00', '#ffd1b3'],
  ['#1d2b64', '#f8cdda', '#ffffff'],
  ['#c31432', '#240b36', '#ff9aa8'],
];

const emblems = [
  // gem
  '<path d="M50 18 78 40 50 84 22 40Z" fill="C3" opacity=".95"/><path d="M22 40h56M38 40l12-22 12 22-12 44Z" stroke="#fff" stroke-opacity=".5" fill="none" stroke-width="2"/>',
  // star
  '<path d="m50 14 10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3Z" fill="C3"/>',
  // coin stack
  '<ellipse cx="50" cy="66" rx="26" ry="9" fill="C3"/><ellipse cx="50" cy="56" rx="26" ry="9" fill="C3" opacity=".85"/><ellipse cx="50" cy="46" rx="26" ry="9" fill="C3" opacity=".7"/><circle cx="50" cy="34" r="14" fill="#fff" opacity=".9"/>',
  // cherries
  '<circle cx="38" cy="64" r="13" fill="C3"/><circle cx="62" cy="60" r="13" fill="C3" opacity=".85"/><path d="M38 52c2-18 10-28 22-32M62 48c-2-14 0-22-2-28" stroke="#fff" stroke-width="3" fill="none"/>',
  // cards
  '<rect x="26" y="22" width="32" height="46" rx="4" fill="#fff" transform="rotate(-12 42 45)"/><rect x="42" y="26" width="32" height="46" rx="4" fill="C3" transform="rotate(10 58 49)"/>',
  // dice
  '<rect x="28" y="28" width="44" height="44" rx="9" fill="#fff"/><g fill="C1"><circle cx="40" cy="40" r="4"/><circle cx="60" cy="60" r="4"/><circle cx="50" cy="50" r="4"/><circle cx="60" cy="40" r="4"/><circle cx="40" cy="60" r="4"/></g>',
];

/** Square game artwork for seed `n` with the game's initials. */
export function gameArt(n: number, title: string): string {
  const [c1, c2, c3] = palettes[n % palettes.length]!;
  const emblem = emblems[n % emblems.length]!.replace(/C3/g, c3).replace(/C1/g, c1);
  const initials = title
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="200" height="200">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
      <rect width="100" height="100" fill="url(#g)"/>
      <circle cx="80" cy="18" r="30" fill="#fff" opacity=".12"/>
      ${emblem}
      <text x="50" y="95" text-anchor="middle" font-family="Arial,sans-serif" font-weight="900" font-size="13" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width=".6">${initials}</text>
    </svg>`,
  );
}

/** A wide promotional banner (12 : 5). */
export function bannerArt(n: number, title: string, subtitle: string): string {
  const [c1, c2, c3] = palettes[(n * 3 + 1) % palettes.length]!;
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 500" width="1200" height="500">
      <defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c2}"/><stop offset="1" stop-color="${c1}"/></linearGradient>
      <radialGradient id="r" cx=".8" cy=".4" r=".6"><stop offset="0" stop-color="${c3}" stop-opacity=".7"/><stop offset="1" stop-color="${c3}" stop-opacity="0"/></radialGradient></defs>
      <rect width="1200" height="500" fill="url(#b)"/><rect width="1200" height="500" fill="url(#r)"/>
      <circle cx="960" cy="250" r="170" fill="#fff" opacity=".14"/><circle cx="960" cy="250" r="110" fill="${c3}" opacity=".8"/>
      <text x="80" y="230" font-family="Arial,sans-serif" font-weight="900" font-size="88" fill="#fff">${title}</text>
      <text x="84" y="310" font-family="Arial,sans-serif" font-weight="700" font-size="44" fill="#fff" opacity=".9">${subtitle}</text>
    </svg>`,
  );
}

/** A vendor wordmark on a transparent ground, drawn in a light tone like the white logos the CDN serves. */
export function providerLogo(n: number, name: string): string {
  const [, , c3] = palettes[n % palettes.length]!;
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 80" width="160" height="80">
      <circle cx="34" cy="40" r="18" fill="${c3}"/><circle cx="34" cy="40" r="8" fill="#1a2238"/>
      <text x="60" y="48" font-family="Arial,sans-serif" font-weight="900" font-size="22" fill="#f4f6fb" stroke="#0b0f1a" stroke-width=".8">${name.slice(0, 6)}</text>
    </svg>`,
  );
}

/** A small round game icon for lists (winner board). */
export function gameIcon(n: number): string {
  const [c1, c2] = palettes[n % palettes.length]!;
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="80" height="80"><defs><linearGradient id="i" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect width="40" height="40" rx="10" fill="url(#i)"/><path d="m20 9 3.5 7.5 8 1-6 5.5 1.6 8L20 27l-7 4 1.5-8-6-5.5 8-1Z" fill="#fff" opacity=".9"/></svg>`,
  );
}

/** An image address that never loads (a PNG header with no picture), for error states. */
export const brokenImage = 'data:image/png;base64,iVBORw0KGgo=';
