import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the server's own pages (customer service, live chat, app install) take the site's look: the
 * built site's stylesheets (its skin's tokens, fonts and page colours) and its scripts that choose
 * the colour mode and, with runtime skins, the skin, before the first paint. Read once from the
 * built `index.html`; without a build the pages fall back to their own plain colours.
 */
export interface SiteStyle {
  /** Attributes for `<html>`: the skin and the default mode. */
  html: string;
  /** Tags for `<head>`: stylesheets and the mode (and skin) scripts, all files (strict CSP). */
  head: string;
}

const PLAIN: SiteStyle = { html: '', head: '' };

export function readSiteStyle(siteDir: string | undefined): SiteStyle {
  const file = siteDir ? join(siteDir, 'index.html') : '';
  if (!file || !existsSync(file)) return PLAIN;
  const index = readFileSync(file, 'utf8');
  const htmlTag = /<html([^>]*)>/i.exec(index)?.[1] ?? '';
  const html = [...htmlTag.matchAll(/\s(data-(?:skin|theme))="([\w-]+)"/g)]
    .map(([, name, value]) => `${name}="${value}"`)
    .join(' ');
  const head = [
    ...index.matchAll(/<script src="\/(?:skins|theme-init)\.js"[^>]*><\/script>/g),
    ...index.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g),
  ]
    .map(([tag]) => tag)
    .join('\n    ');
  return { html, head };
}

/** A page template with the site's look filled in (`{{html}}` on `<html>`, `{{head}}` in `<head>`). */
export function withSiteStyle(template: string, style: SiteStyle): string {
  return template.replace('{{html}}', style.html).replace('{{head}}', style.head);
}
