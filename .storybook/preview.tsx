import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import './preview.css';
import { chromaticModes } from '../visual/chromatic-modes';

// Every built skin (tokens/build/<skin>.css): a new skin folder shows up here with no code.
const skinFiles = import.meta.glob('../tokens/build/*.css', { eager: true });
const skins = Object.keys(skinFiles)
  .map((path) => path.replace(/^.*\/([^/]+)\.css$/, '$1'))
  .sort();
const modes = ['dark', 'light'];

interface ThemeGlobals {
  skin?: string;
  theme?: string;
  motion?: string;
}

/** Puts the attributes the token CSS selects on <html>, before the story paints. */
function HtmlAttributes(props: {
  skin: string;
  mode: string;
  motion: string;
  view: string;
  children: ReactNode;
}) {
  const { skin, mode, motion, view } = props;
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.dataset.skin = skin;
    html.dataset.theme = mode;
    html.dataset.sbView = view;
    if (motion === 'off') html.dataset.motion = 'off';
    else delete html.dataset.motion;
  }, [skin, mode, motion, view]);
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
  return (
    <HtmlAttributes skin={firstSkin} mode={firstMode} motion={motion} view={view}>
      {single ? (
        <Story />
      ) : (
        <div className="pd-sb-grid">
          {frames.map(({ skin, mode }) => (
            <section
              key={`${skin}-${mode}`}
              className="pd-sb-frame"
              data-skin={skin}
              data-theme={mode}
              aria-label={`${skin} ${mode}`}
            >
              {frames.length > 1 && (
                <p className="pd-sb-frame-label">
                  {skin} · {mode}
                </p>
              )}
              <Story />
            </section>
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
    motion: 'on',
  },
  decorators: [withTheme],
  parameters: { layout: 'centered', chromatic: { modes: chromaticModes(skins, modes) } },
};
export default preview;
