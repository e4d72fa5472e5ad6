import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { buildTokens } from '../../tokens/build';
import type { Brand } from '../../tokens/lib/brand';
import { ICONS, renderIcons } from '../../tokens/lib/icons';
import { iconSourceFor, listSkins, loadBrand, loadTheme } from '../../tokens/lib/load';
import { MODES, type Mode } from '../../tokens/lib/theme';

const tokensSource = fileURLToPath(new URL('../../tokens/src', import.meta.url));
const tokensBuild = fileURLToPath(new URL('../../tokens/build', import.meta.url));

/** The generated script that picks a runtime skin before the first paint (runtime skins only). */
export const SKIN_SCRIPT = 'skins.js';

export const skinCssPath = (skin: string) => resolve(tokensBuild, `${skin}.css`);

/** What the build needs to know of one skin: its names, bar and page colours, icon source. */
export interface SkinFacts {
  skin: string;
  brand: Brand;
  /** `color.surface-1` per mode: the browser bar. */
  bar: Record<Mode, string>;
  /** `color.page` per mode: the installed app's splash background and the icons' background. */
  page: Record<Mode, string>;
  iconSource: string;
}

export function skinFacts(skin: string): SkinFacts {
  const colour = (mode: Mode, name: string) =>
    String(loadTheme(skin, mode).theme.get(`color.${name}`)?.value);
  const perMode = (name: string) =>
    Object.fromEntries(MODES.map((m) => [m, colour(m, name)])) as Record<Mode, string>;
  const iconSource = iconSourceFor(skin);
  if (!iconSource.endsWith('/icon.svg'))
    console.warn(
      `site: warning: tokens/src/skins/${skin} has no icon.svg; the app icons are drawn from its logo, ` +
        `fitted to the square (text in it may not draw). Add a square icon.svg for a clear home-screen icon.`,
    );
  return {
    skin,
    brand: loadBrand(skin),
    bar: perMode('surface-1'),
    page: perMode('page'),
    iconSource,
  };
}

/**
 * Which skins a build ships. `PLAYDECK_SKIN=<name>` (default aurum): one skin, fixed at build time.
 * `PLAYDECK_SKINS=<a>,<b>,...` with `PLAYDECK_SKIN_HOSTS=<host>=<skin>,...`: runtime skins, one
 * build for several merchants; the first listed skin serves any other host.
 */
export interface SkinPlan {
  runtime: boolean;
  skins: string[];
  /** Host name -> skin (runtime skins). */
  hosts: Record<string, string>;
  /** The build-time skin, or the runtime skins' fallback. */
  main: string;
}

export function skinPlan(env: Record<string, string | undefined>): SkinPlan {
  const known = listSkins();
  const check = (skin: string, from: string) => {
    if (!known.includes(skin))
      throw new Error(
        `${from}="${skin}" is not a skin. Choose one of: ${known.join(', ')} (folders in tokens/src/skins).`,
      );
    return skin;
  };
  const list = env.PLAYDECK_SKINS?.trim();
  if (!list) {
    const main = check(env.PLAYDECK_SKIN ?? 'aurum', 'PLAYDECK_SKIN');
    return { runtime: false, skins: [main], hosts: {}, main };
  }
  const skins = list.split(',').map((s) => check(s.trim(), 'PLAYDECK_SKINS'));
  const hosts: Record<string, string> = {};
  for (const pair of (env.PLAYDECK_SKIN_HOSTS ?? '').split(',').filter((p) => p.trim())) {
    const [host, skin] = pair.split('=').map((s) => s.trim());
    if (!host || !skin)
      throw new Error(
        `PLAYDECK_SKIN_HOSTS: "${pair}" is not <host>=<skin> (e.g. coral.example.ph=coral)`,
      );
    if (!skins.includes(skin))
      throw new Error(
        `PLAYDECK_SKIN_HOSTS: ${host} asks for "${skin}", which PLAYDECK_SKINS (${skins.join(', ')}) does not ship`,
      );
    hosts[host.toLowerCase()] = skin;
  }
  return { runtime: true, skins, hosts, main: skins[0] as string };
}

/** The icons' folder in the site: `/icons/<skin>/`. */
export const iconsDir = (skin: string) => `/icons/${skin}`;

/**
 * The skin side of the site: `virtual:skin.css` (the one skin's CSS, or nothing with runtime
 * skins), the merchant's name in index.html, the app icons rendered from the skin folder (emitted
 * with the build, served by the dev server), and with runtime skins each skin's CSS and fonts as
 * their own files plus `skins.js`, which picks one by host name before the first paint.
 */
export function skinPlugin(plan: SkinPlan): Plugin {
  const facts = new Map(plan.skins.map((s) => [s, skinFacts(s)]));
  const main = facts.get(plan.main) as SkinFacts;
  const emptyCss = '\0playdeck-runtime-skin.css';
  return {
    name: 'playdeck-skin',
    resolveId(id) {
      if (id !== 'virtual:skin.css') return undefined;
      return plan.runtime ? emptyCss : skinCssPath(plan.main);
    },
    load(id) {
      // Runtime skins: the CSS comes from skins.js, not the bundle.
      return id === emptyCss ? '' : undefined;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        const out = html
          .replaceAll('%PLAYDECK_SKIN%', plan.main)
          .replaceAll('%PLAYDECK_THEME_COLOR_DARK%', main.bar.dark)
          .replaceAll('%PLAYDECK_THEME_COLOR_LIGHT%', main.bar.light)
          // With runtime skins the name comes from skins.js (title, and the boot bar via CSS).
          .replaceAll('%PLAYDECK_BRAND_NAME%', plan.runtime ? '' : escapeHtml(main.brand.name));
        if (!plan.runtime) return out;
        return out.replace(
          '<script src="/theme-init.js"></script>',
          `<script src="/${SKIN_SCRIPT}"></script>\n    <script src="/theme-init.js"></script>`,
        );
      },
    },
    configureServer(server) {
      server.watcher.add(tokensSource);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(tokensSource)) return;
        buildTokens().catch((e: Error) => server.config.logger.error(`tokens: ${e.message}`));
      });
      // The icons, drawn on request from the skin folder as it is now.
      server.middlewares.use((req, res, next) => {
        const m = /^\/icons\/([^/]+)\/([\w-]+\.png)$/.exec(req.url ?? '');
        const skin = m?.[1] && facts.has(m[1]) ? skinFacts(m[1]) : undefined;
        if (!m || !skin || !ICONS.some((i) => i.file === m[2])) return next();
        const png = renderIcons(skin.iconSource, skin.page.dark).get(m[2] as string);
        res.setHeader('Content-Type', 'image/png');
        res.end(png);
      });
    },
    generateBundle() {
      for (const f of facts.values()) {
        for (const [file, png] of renderIcons(f.iconSource, f.page.dark))
          this.emitFile({ type: 'asset', fileName: `icons/${f.skin}/${file}`, source: png });
      }
      if (!plan.runtime) return;
      const shipped: Record<string, RuntimeSkin> = {};
      for (const f of facts.values()) {
        const css = readFileSync(skinCssPath(f.skin), 'utf8');
        const emitted = new Map<string, string>();
        // Each url() of the skin's CSS (its fonts, its logo) becomes a file of the build.
        const rewritten = css.replace(/url\(['"]?([^'")]+)['"]?\)/g, (_, url: string) => {
          const file = resolve(dirname(skinCssPath(f.skin)), url);
          if (!existsSync(file))
            throw new Error(`${f.skin}.css refers to ${url}, which is missing`);
          let name = emitted.get(file);
          if (!name) {
            const ref = this.emitFile({
              type: 'asset',
              name: basename(file),
              source: readFileSync(file),
            });
            name = `/${this.getFileName(ref)}`;
            emitted.set(file, name);
          }
          return `url('${name}')`;
        });
        const ref = this.emitFile({
          type: 'asset',
          name: `skin-${f.skin}.css`,
          source: minifyCss(rewritten),
        });
        shipped[f.skin] = {
          css: `/${this.getFileName(ref)}`,
          fonts: [...emitted.values()].filter((u) =>
            /-core-latin-wght-\d+-\d+-[\w-]+\.woff2$/.test(u),
          ),
          title: f.brand.name,
          bar: f.bar,
          manifest: `/manifest-${f.skin}.webmanifest`,
          icons: iconsDir(f.skin),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: SKIN_SCRIPT,
        source: skinScript(shipped, plan.hosts, plan.main),
      });
    },
  };
}

/** What skins.js knows of each skin. */
interface RuntimeSkin {
  css: string;
  /** Core font faces to preload. */
  fonts: string[];
  title: string;
  bar: Record<Mode, string>;
  manifest: string;
  icons: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Comments and indentation out; the token CSS has no strings where that would matter. */
const minifyCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n\s*/g, '\n')
    .replace(/\n+/g, '\n')
    .trim();

/**
 * The runtime-skin chooser, run in <head> before theme-init.js: the host's skin on <html>, its
 * stylesheet marked render-blocking (no paint before it applies, so no flash), its core font
 * preloaded, its title, bar colours, manifest and touch icon. Only this skin's files load.
 */
function skinScript(
  skins: Record<string, RuntimeSkin>,
  hosts: Record<string, string>,
  main: string,
) {
  return `// Generated by the site build (apps/site/vite.skins.ts): runtime skins, chosen by host name.
(function () {
  var skins = ${JSON.stringify(skins)};
  var hosts = ${JSON.stringify(hosts)};
  var name = hosts[location.hostname.toLowerCase()] || ${JSON.stringify(main)};
  var skin = skins[name];
  var html = document.documentElement;
  var head = document.head;
  html.setAttribute('data-skin', name);
  html.style.setProperty('--pd-boot-brand', JSON.stringify(skin.title));
  document.title = skin.title;
  function link(rel, href, extra) {
    var el = document.createElement('link');
    el.rel = rel;
    el.href = href;
    for (var key in extra) el.setAttribute(key, extra[key]);
    head.appendChild(el);
  }
  link('stylesheet', skin.css, { blocking: 'render' });
  for (var i = 0; i < skin.fonts.length; i++)
    link('preload', skin.fonts[i], { as: 'font', type: 'font/woff2', crossorigin: '' });
  link('manifest', skin.manifest, {});
  link('apple-touch-icon', skin.icons + '/apple-touch-icon.png', {});
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) {
    meta.setAttribute('data-dark', skin.bar.dark);
    meta.setAttribute('data-light', skin.bar.light);
  }
})();
`;
}
