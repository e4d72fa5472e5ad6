import { describe, expect, it } from 'vitest';
import { dataPath, isDataModule } from './dataPath.js';
import { site, tester } from './ruleTester';

describe('playdeck/data-path', () => {
  tester.run('data-path', dataPath, {
    valid: [
      // A feature's queries.ts builds its hooks on the client and the api hooks.
      {
        filename: site('features/agent/queries.ts'),
        code: "import { useApiQuery, useApiMutation } from '../../api/hooks';",
      },
      {
        filename: site('features/member/mallQueries.ts'),
        code: "import { api } from '../../api/client';",
      },
      {
        filename: site('shell/forms/formQueries.ts'),
        code: "import { api } from '../../api/client';",
      },
      // src/api itself, and tests that mock the client.
      { filename: site('api/sessionRenewal.ts'), code: "import { callApi } from './hooks';" },
      {
        filename: site('features/games/queries.test.tsx'),
        code: "import { api } from '../../api/client';",
      },
      // A page uses its feature's hooks, and may build keys and options.
      {
        filename: site('features/agent/TeamPage.tsx'),
        code: "import { useTeamList } from './queries'; import { apiQueryKey } from '../../api/hooks';",
      },
    ],
    invalid: [
      {
        filename: site('features/agent/TeamPage.tsx'),
        code: "import { useApiMutation } from '../../api/hooks';",
        errors: [{ message: /useApiMutation: only data modules/ }],
      },
      {
        filename: site('features/auth/SmsLogin.tsx'),
        code: "import { api } from '../../api/client';",
        errors: [{ message: /Only data modules \(src\/api, queries.ts\) import the API client/ }],
      },
      {
        filename: site('shell/unread.ts'),
        code: "import { apiQueryKey, callApi, useApiQuery } from '../api/hooks';",
        errors: [{ message: /callApi, useApiQuery: only data modules/ }],
      },
      {
        filename: site('features/games/useGameLaunch.ts'),
        code: "const { api } = await import('../../api/client');",
        errors: [{ message: /import the API client/ }],
      },
      {
        filename: site('features/games/GameLobby.tsx'),
        code: "import * as hooks from '../../api/hooks';",
        errors: [{ message: /callApi, useApiQuery, useApiMutation: only data modules/ }],
      },
      {
        filename: site('features/games/useGameLaunch.ts'),
        code: "export { useApiQuery } from '../../api/hooks';",
        errors: [{ message: /useApiQuery: only data modules/ }],
      },
    ],
  });
});

describe('data modules', () => {
  it('are src/api, queries.ts and *Queries.ts files, and tests', () => {
    expect(isDataModule(site('api/client.ts'))).toBe(true);
    expect(isDataModule(site('features/games/home/queries.ts'))).toBe(true);
    expect(isDataModule(site('shell/forms/formQueries.ts'))).toBe(true);
    expect(isDataModule(site('app/sessionLossRedirect.test.tsx'))).toBe(true);
    expect(isDataModule(site('features/games/GameQueriesPage.tsx'))).toBe(false);
    expect(isDataModule(site('shell/useSignOut.ts'))).toBe(false);
  });
});
