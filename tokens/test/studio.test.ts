import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pairs from '../contrast-pairs.json';
import { buildTokens } from '../build';
import { contrastRows, type ContrastPairGroup } from '../lib/contrast';
import { brandProblems, loadAll, loadBrand, loadTheme } from '../lib/load';
import { skinNameProblem, studioFiles, studioFrom, studioVariables } from '../lib/studio';
import { copyOfSources } from './fixtures';

const typefaces = {
  inter: { $value: ['Inter Variable', 'system-ui', 'sans-serif'] },
  manrope: {
    $value: ['Manrope Variable', 'system-ui', 'sans-serif'],
    $extensions: {
      'com.playdeck.fontsource': { package: '@fontsource-variable/manrope', file: 'wght.css' },
    },
  },
};

const start = () =>
  studioFrom(
    'reef',
    { ...loadBrand('aurum'), name: 'Reef Play', shortName: 'Reef' },
    {
      dark: loadTheme('aurum', 'dark').theme,
      light: loadTheme('aurum', 'light').theme,
    },
  );

describe('the skin studio', () => {
  it('starts from a skin as it resolves: its colours, font and radii', () => {
    const skin = start();
    expect(skin.colours.dark.accent).toBe(
      String(loadTheme('aurum', 'dark').theme.get('color.accent')?.value).toUpperCase(),
    );
    expect(skin.typeface).toBe('inter');
    expect(skin.radii.md).toBeGreaterThan(0);
  });

  it('exports a folder that passes the checks and builds, with no code', async () => {
    const skin = start();
    skin.colours.dark.accent = '#2EC4B6';
    skin.colours.dark['accent-pressed'] = '#1FA89B';
    skin.colours.dark['accent-text'] = '#2EC4B6';
    skin.typeface = 'manrope';
    skin.radii.md = 20;
    const copy = copyOfSources();
    const out = mkdtempSync(join(tmpdir(), 'pd-studio-'));
    try {
      mkdirSync(join(copy.dir, 'skins/reef'));
      for (const [file, text] of Object.entries(studioFiles(skin, typefaces)))
        writeFileSync(join(copy.dir, 'skins/reef', file), text);
      // The logo slot: the operator drops their SVG in; the studio says so.
      writeFileSync(
        join(copy.dir, 'skins/reef/logo.svg'),
        readFileSync(join(copy.dir, 'skins/jade/logo.svg')),
      );
      expect(brandProblems('reef', copy.dir)).toEqual([]);
      const reef = loadAll(copy.dir).filter((t) => t.skin === 'reef');
      expect(reef.flatMap((t) => t.issues)).toEqual([]);
      const failing = reef.flatMap((t) =>
        contrastRows(t.theme, pairs.pairs as ContrastPairGroup[]).filter((r) => !r.pass),
      );
      expect(failing).toEqual([]);
      expect(await buildTokens({ sourceDir: copy.dir, outDir: out }, () => undefined)).toContain(
        'reef',
      );
      const css = readFileSync(join(out, 'reef.css'), 'utf8');
      expect(css).toContain('--pd-color-accent: #2ec4b6;');
      expect(css).toContain('--pd-radius-md: 20px;');
      expect(css).toContain('Manrope Variable');
    } finally {
      copy.remove();
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('gives the preview the colours, radii and font stack as CSS variables', () => {
    const vars = studioVariables(loadTheme('jade', 'dark').theme);
    expect(vars['--pd-color-accent']).toBe(
      String(loadTheme('jade', 'dark').theme.get('color.accent')?.value),
    );
    expect(vars['--pd-radius-md']).toBe('16px');
    expect(vars['--pd-font-body']).toBe("'Manrope Variable', system-ui, sans-serif");
    expect(vars['--pd-space-16']).toBeUndefined();
  });

  it('refuses a folder name that is taken or not a folder name', () => {
    expect(skinNameProblem('jade', ['aurum', 'jade'])).toContain('already a skin called "jade"');
    expect(skinNameProblem('Coral Play', [])).toContain('lower-case letters');
    expect(skinNameProblem('reef', ['aurum'])).toBeUndefined();
  });
});
