import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import './preview.css';
import { chromaticModes } from '../visual/chromatic-modes';
import { OverlayContainer } from '@playdeck/ui/overlay-container';
import { StoryTextContext, type StoryText } from '@playdeck/ui/storybook/story-text';
import { phoneViewports } from './viewports';

// Every built skin (tokens/build/<skin>.css): a new skin folder shows up here with no code.
const skinFiles = import.meta.glob('../tokens/build/*.css', { eager: true });
const skins = Object.keys(skinFiles)
  .map((path) => path.replace(/^.*\/([^/]+)\.css$/, '$1'))
  .sort();
const modes = ['dark', 'light'];

// The site's own texts (the Language toolbar): TY in two files, EN in one; `{{brand}}` and the
// other merchant placeholders filled from the skin's brand.json, as the site does.
const catalogueFiles = import.meta.glob<Record<string, unknown>>(
  '../apps/site/src/i18n/locales/*.json',
  {
    eager: true,
    import: 'default',
  },
);
const catalogue = (prefix: string) =>
  Object.assign(
    {},
    ...Object.entries(catalogueFiles)
      .filter(([path]) => path.split('/').pop()?.startsWith(prefix))
      .map(([, json]) => json),
  ) as Record<string, unknown>;
const catalogues = { fil: catalogue('ty.'), en: catalogue('en.') };
const brands = import.meta.glob<Record<string, string>>('../tokens/src/skins/*/brand.json', {
  eager: true,
  import: 'default',
});
const brandOf = (skin: string) => brands[`../tokens/src/skins/${skin}/brand.json`] ?? {};

function storyText(lang: 'fil' | 'en', skin: string): StoryText {
  const brand = brandOf(skin);
  const fills: Record<string, string | undefined> = {
    brand: brand.name,
    brandShort: brand.shortName,
    appName: brand.appName,
    legalName: brand.legalName,
    // The site's default minimum age (PLAYDECK_MIN_AGE unset).
    minAge: '21',
  };
  return {
    lang,
    text: (key) => {
      const found = key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          catalogues[lang],
        );
      return typeof found === 'string'
        ? found.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => fills[name] ?? whole)
        : undefined;
    },
  };
}

interface ThemeGlobals {
  skin?: string;
  theme?: string;
  motion?: string;
  locale?: string;
}

/** One skin x mode frame of the grid, with its own element for overlays to portal into. */
function Frame(props: {
  skin: string;
  mode: string;
  label: boolean;
  overlay: boolean;
  children: ReactNode;
}) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <section
      ref={setContainer}
      className={props.overlay ? 'pd-sb-frame pd-sb-frame-overlay' : 'pd-sb-frame'}
      data-skin={props.skin}
      data-theme={props.mode}
      aria-label={`${props.skin} ${props.mode}`}
    >
      {props.label && (
        <p className="pd-sb-frame-label">
          {props.skin} · {props.mode}
        </p>
      )}
      <OverlayContainer.Provider value={container}>
        {container && props.children}
      </OverlayContainer.Provider>
    </section>
  );
}

/** Puts the attributes the token CSS selects on <html>, before the story paints. */
function HtmlAttributes(props: {
  skin: string;
  mode: string;
  motion: string;
  view: string;
  lang: string;
  children: ReactNode;
}) {
  const { skin, mode, motion, view, lang } = props;
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = lang;
    html.dataset.skin = skin;
    html.dataset.theme = mode;
    html.dataset.sbView = view;
    if (motion === 'off') html.dataset.motion = 'off';
    else delete html.dataset.motion;
  }, [skin, mode, motion, view, lang]);
  return props.children;
}

/**
 * Sets data-skin / data-theme / data-motion on <html> (portals such as dialogs and sheets follow
 * it) and, for "all", renders the story once per skin x mode in frames carrying the attributes.
 * A story can force frozen motion with `parameters: { motion: 'off' }` (screenshots).
 */
const withTheme: Decorator = (Story, context) => {
  const globals = context.globals as ThemeGlobals;
  const skinsShown = globals.skin === 'all' ? skins : [globals.skin ?? skins[0] ?? 'aurum'];
  const modesShown = globals.theme === 'all' ? modes : [globals.theme ?? 'dark'];
  const motion = (context.parameters.motion as string | undefined) ?? globals.motion ?? 'on';
  const view = context.viewMode === 'docs' ? 'docs' : 'story';
  const [firstSkin = 'aurum'] = skinsShown;
  const [firstMode = 'dark'] = modesShown;
  const frames = skinsShown.flatMap((skin) => modesShown.map((mode) => ({ skin, mode })));
  const single = frames.length === 1 && view === 'story';
  const lang = globals.locale === 'en' ? 'en' : 'fil';
  const overlay = context.parameters.layout === 'fullscreen';
  return (
    <HtmlAttributes skin={firstSkin} mode={firstMode} motion={motion} view={view} lang={lang}>
      {single ? (
        <StoryTextContext.Provider value={storyText(lang, firstSkin)}>
          <Story />
        </StoryTextContext.Provider>
      ) : (
        <div className="pd-sb-grid">
          {frames.map(({ skin, mode }) => (
            <StoryTextContext.Provider key={`${skin}-${mode}`} value={storyText(lang, skin)}>
              <Frame skin={skin} mode={mode} label={frames.length > 1} overlay={overlay}>
                <Story />
              </Frame>
            </StoryTextContext.Provider>
          ))}
        </div>
      )}
    </HtmlAttributes>
  );
};

/**
 * Loads every font face the skins declare before a story renders, so layout measured in effects
 * (a strip centring its selected tab, say) sees the final text widths, not the fallback font's.
 */
async function loadFonts(): Promise<void> {
  await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
}

const preview: Preview = {
  loaders: [loadFonts],
  globalTypes: {
    skin: {
      description: 'Merchant skin',
      toolbar: {
        title: 'Skin',
        icon: 'paintbrush',
        items: [
          ...skins.map((s) => ({ value: s, title: s })),
          { value: 'all', title: 'Every skin' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
          { value: 'all', title: 'Both modes' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description:
        "Language of the site's texts in stories that show them (TY is the site's default)",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ty', title: 'TY (Filipino)' },
          { value: 'en', title: 'EN (English)' },
        ],
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Animations (off freezes transitions for screenshots)',
      toolbar: {
        title: 'Motion',
        icon: 'play',
        items: [
          { value: 'on', title: 'Motion on' },
          { value: 'off', title: 'Motion off' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    skin: skins.includes('aurum') ? 'aurum' : skins[0],
    theme: 'dark',
    locale: 'ty',
    motion: 'on',
    viewport: { value: 'phone390', isRotated: false },
  },
  decorators: [withTheme],
  parameters: {
    layout: 'centered',
    chromatic: { modes: chromaticModes(skins, modes) },
    viewport: { options: phoneViewports },
    // The accessibility panel (axe-core, WCAG 2.2 AA as the visual suite checks it).
    a11y: {
      test: 'todo',
      options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    },
  },
};
export default preview;
