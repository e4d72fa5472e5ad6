import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listSkins, loadAll } from '../lib/load';
import { MODES } from '../lib/theme';
import { copyOfSources, type SourceCopy } from './fixtures';

describe('token schema', () => {
  it('has the two skins and both modes', () => {
    expect(listSkins()).toEqual(expect.arrayContaining(['aurum', 'jade']));
    expect(MODES).toEqual(['dark', 'light']);
  });

  it.each(loadAll().map((t) => [`${t.skin} ${t.mode}`, t.issues] as const))(
    '%s defines every semantic token with a valid type and value',
    (_, issues) => {
      expect(issues).toEqual([]);
    },
  );

  it('gives money tabular digits', () => {
    for (const t of loadAll()) expect(t.theme.get('font.numeric-features')?.value).toBe("'tnum' 1");
  });

  it('states in the jade skin only what differs from the base', () => {
    const jade = loadAll().filter((t) => t.skin === 'jade');
    for (const t of jade) {
      expect(t.theme.get('font.body')?.aliasOf).toBe('typeface.manrope');
      expect(t.theme.get('radius.md')?.value).toBe('16px');
    }
    const aurumDark = loadAll().find((t) => t.skin === 'aurum' && t.mode === 'dark');
    const jadeDark = jade.find((t) => t.mode === 'dark');
    expect(jadeDark?.theme.get('color.page')?.value).toBe(
      aurumDark?.theme.get('color.page')?.value,
    );
    expect(jadeDark?.theme.get('color.accent')?.value).not.toBe(
      aurumDark?.theme.get('color.accent')?.value,
    );
  });
});

describe('token schema rejects a bad skin', () => {
  let copy: SourceCopy;
  afterEach(() => copy.remove());
  const issuesOf = (skin: string, mode: string) =>
    loadAll(copy.dir).find((t) => t.skin === skin && t.mode === mode)?.issues ?? [];

  it('with a colour that is not a colour', () => {
    copy = copyOfSources();
    copy.edit('skins/jade/light.json', (j) => (j.color.accent = { $value: 'teal' }));
    expect(issuesOf('jade', 'light')).toEqual([
      expect.stringMatching(/^color\.accent: \$value expected a hex colour.*"teal"/),
    ]);
    expect(issuesOf('jade', 'dark')).toEqual([]);
  });

  it('with a token of the wrong type', () => {
    copy = copyOfSources();
    copy.edit('skins/jade/common.json', (j) => (j.radius.md = { $type: 'number', $value: 16 }));
    expect(issuesOf('jade', 'dark')).toContainEqual(
      'radius.md: $type must be "dimension" (got "number")',
    );
  });

  it('with a duration in seconds or a dimension without unit', () => {
    copy = copyOfSources();
    copy.edit('skins/jade/common.json', (j) => {
      j.motion = { page: { $type: 'duration', $value: '0.3s' } };
      j.space = { 8: { $type: 'dimension', $value: '8' } };
    });
    const issues = issuesOf('jade', 'light');
    expect(issues).toContainEqual(
      expect.stringMatching(/^motion\.page: \$value expected whole milliseconds/),
    );
    expect(issues).toContainEqual(expect.stringMatching(/^space\.8: \$value expected a dimension/));
  });

  it('with a misspelt token a component would never read', () => {
    copy = copyOfSources();
    copy.edit('skins/jade/dark.json', (j) => (j.color.acent = { $value: '#00FF00' }));
    expect(issuesOf('jade', 'dark')).toEqual([
      expect.stringMatching(/^color\.acent: not a token of the base/),
    ]);
  });

  it('with a semantic token missing from one mode of the base', () => {
    copy = copyOfSources();
    copy.edit('base/light.json', (j) => delete j.color.warning);
    expect(issuesOf('aurum', 'light')).toEqual(['color.warning: missing']);
    expect(issuesOf('aurum', 'dark')).toEqual([]);
  });

  it('without a logo', () => {
    copy = copyOfSources();
    rmSync(join(copy.dir, 'skins/jade/logo.svg'));
    expect(issuesOf('jade', 'dark')).toEqual(['brand.logo: missing']);
  });

  it('with a reference to a palette colour that does not exist', () => {
    copy = copyOfSources();
    copy.edit('skins/jade/dark.json', (j) => (j.color.accent = { $value: '{palette.jade.999}' }));
    expect(() => loadAll(copy.dir)).toThrow(
      'color.accent refers to {palette.jade.999}, which does not exist',
    );
  });

  it('with circular references', () => {
    copy = copyOfSources();
    copy.edit('skins/jade/dark.json', (j) => {
      j.color.accent = { $value: '{color.accent-text}' };
      j.color['accent-text'] = { $value: '{color.accent}' };
    });
    expect(() => loadAll(copy.dir)).toThrow(/circular reference: .*color\.accent/);
  });

  it('with broken JSON, naming the file', () => {
    copy = copyOfSources();
    copy.write('skins/jade/light.json', '{ "color": ');
    expect(() => loadAll(copy.dir)).toThrow('tokens/src/skins/jade/light.json is not valid JSON');
  });
});
