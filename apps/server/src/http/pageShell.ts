import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeXml } from '../artwork/gameArt';

/**
 * The part of the site's index.html the server may redraw: its app shell, painted before any
 * script has run and replaced by the first React render.
 */
export const PAGE_SHELL_SLOT = /<!--page-shell-->[\s\S]*?<!--\/page-shell-->/;
const EMPTY_BLOCK = '<div class="boot-block"></div>';

/** A landing page's shell texts per language, as the site's build writes them (page-shells.json). */
export interface PageShellEntry {
  games: boolean;
  texts: Record<string, { title: string; intro?: string }>;
}
export type PageShells = Record<string, PageShellEntry>;

/** The build's `page-shells.json`, or no shells for a site built without it. */
export function readPageShells(siteDir: string): PageShells {
  const file = join(siteDir, 'page-shells.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageShells) : {};
}

/** Only same-site paths are drawn: the CSP allows no other image source. */
const sameSite = (url: string) => url.startsWith('/') && !url.startsWith('//');

const shellImage = (className: string, url: string, width: number, height: number) =>
  `<img class="${className}" src="${escapeXml(url)}" alt="" width="${width}" height="${height}" ` +
  `fetchpriority="high" decoding="async">`;

/** Home's first banner: its address, and the picture itself when the server can inline it. */
export interface ShellBanner {
  url: string;
  /** A `data:` URL of the same picture, painted with the HTML (no request of its own). */
  inline?: string;
}

/**
 * Home's page with its first banner drawn into the app shell, so the image (home's largest) is
 * painted before any script has run; the first React render replaces the shell with the same
 * banner in the same place. An inlined banner keeps its address in `data-src`, so the site shows
 * the shell's copy for that address instead of fetching it again. Without a same-site banner the
 * shell stays.
 */
export function homeShellHtml(indexHtml: string, banner: ShellBanner | null): string {
  if (!banner || !sameSite(banner.url)) return indexHtml;
  const image = banner.inline?.startsWith('data:image/')
    ? `<img class="boot-banner" src="${escapeXml(banner.inline)}" data-src="${escapeXml(banner.url)}" ` +
      `alt="" width="1200" height="500">`
    : shellImage('boot-banner', banner.url, 1200, 500);
  return indexHtml.replace(PAGE_SHELL_SLOT, (slot) =>
    slot.replace(EMPTY_BLOCK, `<div class="boot-block">${image}</div>`),
  );
}

export interface ShellGame {
  name: string;
  imageUrl: string | null;
}

/** How many games a game list's shell draws: the two rows a phone shows first. */
export const SHELL_GAMES = 6;

/**
 * A landing page's shell in the player's language: the title bar, log in's welcome line, a game
 * list's first games (each in the tile's square box, its artwork fetched with the HTML). `<html
 * lang>` follows the language.
 */
export function titledShellHtml(
  indexHtml: string,
  texts: { title: string; intro?: string },
  lang: 'fil' | 'en',
  games: readonly ShellGame[] = [],
): string {
  const parts = [
    `<div class="boot-bar boot-titled"><span class="boot-title">${escapeXml(texts.title)}</span></div>`,
  ];
  if (texts.intro) parts.push(`<p class="boot-intro">${escapeXml(texts.intro)}</p>`);
  if (games.length) {
    const tiles = games
      .slice(0, SHELL_GAMES)
      .map(
        (g) =>
          `<li class="boot-tile"><span class="boot-art">${
            g.imageUrl && sameSite(g.imageUrl)
              ? shellImage('boot-art-image', g.imageUrl, 160, 160)
              : ''
          }</span><span class="boot-tile-name">${escapeXml(g.name)}</span></li>`,
      );
    parts.push(`<ul class="boot-tiles">${tiles.join('')}</ul>`);
  }
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(PAGE_SHELL_SLOT, `<!--page-shell-->${parts.join('')}<!--/page-shell-->`);
}
