import type { StorybookConfig } from '@storybook/react-vite';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// With their extensions: Storybook loads this file in Node, which needs them.
import { parseBrand } from '../tokens/lib/brand.ts';
import { DEFAULT_MIN_PLAYER_AGE } from '../packages/domain/src/shell/footer.ts';

const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The page stories (Pages/, apps/site/src/stories) render the site's own pages, whose API client
 * would reach the network. Storybook swaps that one module for a client that refuses every call:
 * the stories' data is what they seed into the query cache, and nothing is fetched
 * (docs/decisions/092-page-stories.md).
 */
function pageStoryApiClient(): Plugin {
  const siteClient = file('../apps/site/src/api/client.ts');
  const storyClient = file('../apps/site/src/stories/storyApiClient.ts');
  return {
    name: 'playdeck-page-story-api-client',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/(^|\/)client(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === siteClient ? storyClient : null;
    },
  };
}

/** The site's build-time settings (apps/site/vite.config.ts) as a merchant's build has them. */
function siteDefines(): Record<string, string> {
  const skinsDir = file('../tokens/src/skins');
  const skins = readdirSync(skinsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const brandOf = (skin: string) =>
    parseBrand(
      JSON.parse(readFileSync(`${skinsDir}/${skin}/brand.json`, 'utf8')),
      `tokens/src/skins/${skin}/brand.json`,
    );
  const main = skins.includes('aurum') ? 'aurum' : (skins[0] ?? 'aurum');
  return {
    __PLAYDECK_MERCHANT__: JSON.stringify('playdeck'),
    __PLAYDECK_API_BASE__: JSON.stringify(''),
    __PLAYDECK_SKIN__: JSON.stringify(main),
    __PLAYDECK_BRANDS__: JSON.stringify(
      Object.fromEntries(skins.map((skin) => [skin, brandOf(skin)])),
    ),
    // The reference server's demo banner is the deployment's, not the page's: stories show pages
    // as a merchant's build does.
    __PLAYDECK_DEMO__: JSON.stringify(false),
    __PLAYDECK_MIN_AGE__: JSON.stringify(DEFAULT_MIN_PLAYER_AGE),
  };
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/ui/src/**/*.mdx',
    '../apps/site/src/stories/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  viteFinal: async (config) => {
    config.plugins = [...(config.plugins ?? []), vanillaExtractPlugin(), pageStoryApiClient()];
    config.define = { ...config.define, ...siteDefines() };
    // Radix's scroll lock without inline <style>, as in the site (decision 070).
    const noStyleInjection = {
      find: 'react-style-singleton',
      replacement: file('../packages/ui/src/overlay/noStyleInjection.ts'),
    };
    const alias = config.resolve?.alias ?? [];
    config.resolve = {
      ...config.resolve,
      alias: Array.isArray(alias)
        ? [...alias, noStyleInjection]
        : { ...alias, [noStyleInjection.find]: noStyleInjection.replacement },
    };
    return config;
  },
};
export default config;
