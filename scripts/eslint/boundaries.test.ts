import { describe, expect, it } from 'vitest';
import { boundaries, exported, layerProblem, siteLayer } from './boundaries.js';
import { root, site, tester } from './ruleTester';

describe('playdeck/boundaries', () => {
  tester.run('boundaries', boundaries, {
    valid: [
      // A feature imports shared code and its own files.
      {
        filename: site('features/games/GameListPage.tsx'),
        code: "import { x } from '../../shell/PageHeader';",
      },
      { filename: site('features/games/GameListPage.tsx'), code: "import { x } from './queries';" },
      // app/ composes features.
      {
        filename: site('app/routes.tsx'),
        code: "const p = import('../features/games/GameListPage');",
      },
      // Declared packages through their entry points.
      { filename: site('lib/x.ts'), code: "import { Button } from '@playdeck/ui';" },
      { filename: site('lib/x.ts'), code: "import { vars } from '@playdeck/ui/theme';" },
      { filename: `${root}e2e/x.spec.ts`, code: "import { login } from '@playdeck/contract';" },
      // The workspace's tooling.
      {
        filename: `${root}tokens/test/x.test.ts`,
        code: "import { findChrome } from '../../scripts/chrome.mjs';",
      },
      // A known edge, allowed by name.
      {
        filename: site('features/lottery/LotteryResultsPage.tsx'),
        code: "import { q } from '../games/queries';",
        options: [
          { known: ['apps/site/src/features/lottery/LotteryResultsPage.tsx -> ../games/queries'] },
        ],
      },
    ],
    invalid: [
      {
        filename: site('features/lottery/LotteryResultsPage.tsx'),
        code: "import { q } from '../games/queries';",
        errors: [{ message: /Features do not import each other \(lottery -> games\)/ }],
      },
      {
        filename: site('features/games/GameListPage.tsx'),
        code: "import { routes } from '../../app/routes';",
        errors: [{ message: /A feature does not import app\// }],
      },
      {
        filename: site('i18n/index.ts'),
        code: "import { brand } from '../app/brand';",
        errors: [{ message: /Shared code \(src\/i18n\)/ }],
      },
      {
        filename: `${root}e2e/x.spec.ts`,
        code: "import { login } from '../packages/contract/src/index';",
        errors: [{ message: /reaches into @playdeck\/contract/ }],
      },
      {
        filename: `${root}tokens/test/x.test.ts`,
        code: "import { csp } from '../../apps/server/src/security';",
        errors: [{ message: /reaches into @playdeck\/server/ }],
      },
      {
        filename: site('lib/x.ts'),
        code: "import { BannerCarousel } from '@playdeck/ui/components/BannerCarousel/BannerCarousel';",
        errors: [{ message: /does not export ".\/components/ }],
      },
      {
        filename: `${root}packages/domain/src/x.ts`,
        code: "import { Button } from '@playdeck/ui';",
        errors: [{ message: /@playdeck\/ui is not a dependency of @playdeck\/domain/ }],
      },
    ],
  });
});

describe('the pieces of the rule', () => {
  it('matches entry points exactly or by their one wildcard', () => {
    const map = { '.': './src/index.ts', './lib/*': './lib/*.ts' };
    expect(exported(map, '.')).toBe(true);
    expect(exported(map, './lib/brand')).toBe(true);
    expect(exported(map, './src/index')).toBe(false);
    expect(exported(undefined, '.')).toBe(true);
  });

  it('places site files in their layer', () => {
    const src = `${root}apps/site/src`;
    expect(siteLayer(src, site('app/App.tsx'))).toEqual({ kind: 'app' });
    expect(siteLayer(src, site('features/home/HomePage.tsx'))).toEqual({
      kind: 'feature',
      name: 'home',
    });
    expect(siteLayer(src, site('shell/PageHeader.tsx'))).toEqual({ kind: 'shared', name: 'shell' });
    expect(siteLayer(src, site('main.tsx'))).toBeNull();
    expect(layerProblem({ kind: 'app' }, { kind: 'feature', name: 'home' })).toBeNull();
  });
});
