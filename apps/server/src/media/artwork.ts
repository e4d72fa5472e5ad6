/**
 * Demo artwork drawn as SVG by the server (no external images): banners, promotion images,
 * avatars and the app icon. Each is a pure function of its name, so addresses are stable.
 * Banners and promotion pictures are served as WebP too (`picture.ts`).
 */

import { escapeXml as esc } from '../artwork/gameArt';

const FONT = 'font-family="Manrope, Inter, \'Segoe UI\', Roboto, Arial, sans-serif"';

export interface BannerArt {
  title: string;
  subtitle: string;
  /** Background hues (0-360). */
  from: number;
  to: number;
  /** A big figure drawn on the right: "₱5,000", "1.2%", ... */
  figure: string;
}

/** The home and registration banners, by name (`/media/banners/<name>.webp`). */
export const banners: Record<string, BannerArt> = {
  welcome: {
    title: 'Welcome bonus',
    subtitle: '100% on your first deposit',
    from: 230,
    to: 268,
    figure: '₱5,000',
  },
  rebate: {
    title: 'Daily rebate',
    subtitle: 'Paid every day, no rollover',
    from: 200,
    to: 250,
    figure: '1.2%',
  },
  live: {
    title: 'Live casino nights',
    subtitle: 'Baccarat and roulette tables 24/7',
    from: 280,
    to: 330,
    figure: 'LIVE',
  },
  app: {
    title: 'Get the app',
    subtitle: 'Install Playdeck and claim a bonus',
    from: 170,
    to: 220,
    figure: '₱599',
  },
  join: {
    title: 'Join Playdeck',
    subtitle: 'Register in a minute, play in seconds',
    from: 245,
    to: 290,
    figure: 'NEW',
  },
  login: {
    title: 'Welcome back',
    subtitle: 'Your games are waiting',
    from: 215,
    to: 260,
    figure: 'PLAY',
  },
};

export function bannerSvg(art: BannerArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${esc(`${art.title}: ${art.subtitle}`)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${art.from} 55% 14%)"/><stop offset="1" stop-color="hsl(${art.to} 60% 26%)"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFE08A"/><stop offset="1" stop-color="#F5B70A"/></linearGradient>
<radialGradient id="glow" cx="0.78" cy="0.45" r="0.5"><stop offset="0" stop-color="hsl(${art.to} 90% 60%)" stop-opacity="0.55"/><stop offset="1" stop-color="hsl(${art.to} 90% 60%)" stop-opacity="0"/></radialGradient>
</defs>
<rect width="750" height="300" fill="url(#bg)"/>
<rect width="750" height="300" fill="url(#glow)"/>
<g fill="none" stroke="url(#gold)" stroke-opacity="0.35" stroke-width="2"><circle cx="585" cy="150" r="118"/><circle cx="585" cy="150" r="92"/></g>
<g fill="#FFFFFF" fill-opacity="0.08"><circle cx="80" cy="260" r="60"/><circle cx="700" cy="30" r="40"/></g>
<text x="48" y="120" ${FONT} font-size="44" font-weight="800" fill="#F4F6FB">${esc(art.title)}</text>
<text x="48" y="166" ${FONT} font-size="24" font-weight="500" fill="#A9B3C9">${esc(art.subtitle)}</text>
<rect x="48" y="198" width="168" height="48" rx="24" fill="url(#gold)"/>
<text x="132" y="229" ${FONT} font-size="20" font-weight="800" fill="#0B0F1A" text-anchor="middle">PLAY NOW</text>
<text x="585" y="168" ${FONT} font-size="${art.figure.length > 5 ? 46 : 58}" font-weight="800" fill="url(#gold)" text-anchor="middle">${esc(art.figure)}</text>
</svg>`;
}

/** Promotion images by category (`/media/promotions/<CATEGORY>.webp`): hue, emblem text, label. */
export const promotionArt: Record<string, { hue: number; emblem: string; label: string }> = {
  NEW_PLAYER: { hue: 265, emblem: '100%', label: 'New player' },
  DEPOSIT: { hue: 45, emblem: '+25%', label: 'Deposit bonus' },
  APP_DOWNLOAD: { hue: 190, emblem: '₱599', label: 'App download' },
  RNG: { hue: 320, emblem: '777', label: 'Slots' },
  LIVE: { hue: 350, emblem: 'LIVE', label: 'Live casino' },
  PVP: { hue: 140, emblem: 'A♠', label: 'Poker' },
  SPORT: { hue: 110, emblem: '1X2', label: 'Sports' },
  FISH: { hue: 200, emblem: '×100', label: 'Fishing' },
  LOTTO: { hue: 30, emblem: '6/58', label: 'Lotto' },
  REBATE: { hue: 160, emblem: '1.2%', label: 'Rebate' },
  PLAYER_RANK: { hue: 50, emblem: 'VIP', label: 'Player rank' },
  POINT_MALL: { hue: 290, emblem: 'PTS', label: 'Point mall' },
  OTHER: { hue: 220, emblem: '★', label: 'More rewards' },
};

export function promotionSvg(category: string): string | null {
  const art = promotionArt[category];
  if (!art) return null;
  const h = art.hue;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="690" height="260" viewBox="0 0 690 260" role="img" aria-label="${esc(art.label)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${h} 45% 12%)"/><stop offset="1" stop-color="hsl(${h} 60% 30%)"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFE08A"/><stop offset="1" stop-color="#F5B70A"/></linearGradient></defs>
<rect width="690" height="260" rx="0" fill="url(#bg)"/>
<g fill="hsl(${h} 80% 70%)" fill-opacity="0.12"><circle cx="560" cy="130" r="150"/><circle cx="560" cy="130" r="100"/></g>
<text x="40" y="110" ${FONT} font-size="40" font-weight="800" fill="#F4F6FB">${esc(art.label)}</text>
<text x="40" y="152" ${FONT} font-size="22" font-weight="500" fill="#A9B3C9">Playdeck promotion</text>
<text x="560" y="150" ${FONT} font-size="56" font-weight="800" fill="url(#gold)" text-anchor="middle">${esc(art.emblem)}</text>
</svg>`;
}

/** Preset avatars 1-12: a face on a coloured disc. */
export function avatarSvg(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > 12) return null;
  const hue = (n * 29) % 360;
  const eyes = n % 3 === 0 ? 'M40 52h6M74 52h6' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="Avatar ${n}">
<circle cx="60" cy="60" r="60" fill="hsl(${hue} 55% 45%)"/>
<circle cx="60" cy="58" r="34" fill="hsl(${hue} 60% 82%)"/>
<circle cx="48" cy="52" r="4" fill="#0B0F1A"/><circle cx="72" cy="52" r="4" fill="#0B0F1A"/>
<path d="M46 68q14 ${6 + (n % 4) * 2} 28 0" stroke="#0B0F1A" stroke-width="4" fill="none" stroke-linecap="round"/>
${eyes ? `<path d="${eyes}" stroke="#0B0F1A" stroke-width="3"/>` : ''}
<path d="M26 104q34-26 68 0" fill="hsl(${hue} 60% 82%)"/>
</svg>`;
}

export function appIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192" role="img" aria-label="Playdeck app">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1A2238"/><stop offset="1" stop-color="#0B0F1A"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFE08A"/><stop offset="1" stop-color="#F5B70A"/></linearGradient></defs>
<rect width="192" height="192" rx="42" fill="url(#g)"/>
<path d="M70 50h40a34 34 0 0 1 0 68H90v26H70z M90 70v28h20a14 14 0 0 0 0-28z" fill="url(#gold)" fill-rule="evenodd"/>
</svg>`;
}
