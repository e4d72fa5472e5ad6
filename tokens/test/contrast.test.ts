import { describe, expect, it } from 'vitest';
import pairs from '../contrast-pairs.json';
import {
  contrastRatio,
  contrastRows,
  inheritedHues,
  type ContrastPairGroup,
  type ContrastRow,
} from '../lib/contrast';
import { loadAll, loadBase } from '../lib/load';
import { copyOfSources } from './fixtures';

const groups = pairs.pairs as ContrastPairGroup[];
const themes = loadAll();
const measured = themes.map((t) => ({
  label: `${t.skin}/${t.mode}`,
  rows: contrastRows(t.theme, groups),
}));

/** One line per pair, one column per skin x mode; failing figures marked "!", warnings "~". */
function table(): string {
  const first = measured[0]?.rows ?? [];
  const head = ['foreground', 'background', 'min', ...measured.map((m) => m.label)];
  const lines = first.map((row, i) => [
    row.foreground,
    row.background,
    `${row.min}:1`,
    ...measured.map(({ rows }) => {
      const r = rows[i] as ContrastRow;
      const mark = r.warning ? ' ~' : r.pass ? '' : ' !';
      return `${(Math.floor(r.ratio * 100) / 100).toFixed(2)}${mark}`;
    }),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...lines.map((l) => (l[c] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return [fmt(head), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}

describe('WCAG AA contrast of every text/background pair components use', () => {
  it('prints the contrast table', () => {
    console.log(
      `\nContrast (WCAG 2.x ratio, ! = below the minimum, ~ = below it on a line that warns)\n${table()}\n`,
    );
    const warnings = measured.flatMap(({ label, rows }) =>
      rows
        .filter((r) => r.warning)
        .map(
          (r) =>
            `  ${label}: ${r.foreground} on ${r.background} ${r.ratio.toFixed(2)} < ${r.min} (${r.use})`,
        ),
    );
    if (warnings.length)
      console.warn(
        `Contrast warnings (review with the designer; why each line only warns: contrast-pairs.json)\n${warnings.join('\n')}\n`,
      );
    const inherited = themes.flatMap((t) => {
      const hues = inheritedHues(t.theme, loadBase(t.mode));
      return hues.length ? [`  ${t.skin}/${t.mode}: ${hues.join(', ')}`] : [];
    });
    if (inherited.length)
      console.warn(
        `Colours these skins show exactly as the base does, though they changed others (set them in the skin's dark.json / light.json if the merchant's colours should show there):\n${inherited.join('\n')}\n`,
      );
    expect(measured.length).toBeGreaterThanOrEqual(4);
  });

  it.each(measured.map((m) => [m.label, m.rows] as const))('%s meets every minimum', (_, rows) => {
    const failing = rows
      .filter((r) => !r.pass)
      .map(
        (r) => `${r.foreground} on ${r.background}: ${r.ratio.toFixed(2)} < ${r.min} (${r.use})`,
      );
    expect(failing).toEqual([]);
  });

  it('covers the pairs components rely on', () => {
    const names = new Set(measured[0]?.rows.map((r) => `${r.foreground}/${r.background}`));
    for (const pair of [
      'text-muted/surface-3',
      'text-on-accent/accent',
      'accent-text/surface-1',
      'text-on-danger/danger',
      'text-on-badge/badge',
      'text-on-hot/hot',
      'focus-ring/page',
      'border/surface-3',
      'danger/surface-1',
      'text-on-accent/accent-pressed',
      'accent/page',
      'accent/surface-2',
      'jackpot-start/surface-3',
    ]) {
      expect(names).toContain(pair);
    }
  });
});

describe('contrast arithmetic', () => {
  it('matches the WCAG reference figures', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#FFF', '#FFF')).toBe(1);
  });

  it('composites a translucent foreground over its background', () => {
    expect(contrastRatio('#00000000', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#00000080', '#FFFFFF')).toBeLessThan(contrastRatio('#000000', '#FFFFFF'));
  });

  it('refuses what it cannot measure', () => {
    expect(() => contrastRatio('teal', '#FFFFFF')).toThrow('not a hex colour: teal');
    expect(() => contrastRatio('#000', '#FFFFFF80')).toThrow('translucent');
  });
});

describe('contrast check fails on a bad token', () => {
  it('flags muted text darkened until it is hard to read', () => {
    const copy = copyOfSources();
    try {
      copy.edit('skins/jade/dark.json', (j) => (j.color['text-muted'] = { $value: '#4A5470' }));
      const jadeDark = loadAll(copy.dir).find((t) => t.skin === 'jade' && t.mode === 'dark');
      const failing = contrastRows(jadeDark!.theme, groups).filter((r) => !r.pass);
      expect(failing.map((r) => `${r.foreground}/${r.background}`)).toEqual([
        'text-muted/page',
        'text-muted/surface-1',
        'text-muted/surface-2',
        'text-muted/surface-3',
      ]);
    } finally {
      copy.remove();
    }
  });

  it('warns, without failing, about a pale accent fill on a cream page', () => {
    const copy = copyOfSources();
    try {
      copy.edit('skins/jade/light.json', (j) => {
        j.color.page = { $value: '#FFF8F0' };
        j.color.accent = { $value: '#FFF1EC' };
      });
      const jadeLight = loadAll(copy.dir).find((t) => t.skin === 'jade' && t.mode === 'light');
      const rows = contrastRows(jadeLight!.theme, groups);
      const pale = rows.find((r) => r.foreground === 'accent' && r.background === 'page');
      expect(pale).toMatchObject({ warning: true, pass: true });
      expect(pale!.ratio).toBeLessThan(1.2);
      // The same accent under the primary button's dark label still has to pass as text.
      expect(
        rows.find((r) => r.foreground === 'text-on-accent' && r.background === 'accent'),
      ).toMatchObject({ warning: false });
    } finally {
      copy.remove();
    }
  });

  it('fails dark avatar initials on a mid-tone accent', () => {
    const copy = copyOfSources();
    try {
      copy.edit(
        'skins/jade/light.json',
        (j) => (j.color['accent-pressed'] = { $value: '#8A5A00' }),
      );
      const jadeLight = loadAll(copy.dir).find((t) => t.skin === 'jade' && t.mode === 'light');
      const failing = contrastRows(jadeLight!.theme, groups).filter((r) => !r.pass);
      expect(failing.map((r) => `${r.foreground}/${r.background}: ${r.use}`)).toEqual([
        'text-on-accent/accent-pressed: primary button label (rest and pressed)',
        "text-on-accent/accent-pressed: avatar initials on the avatar's accent gradient",
      ]);
    } finally {
      copy.remove();
    }
  });

  it('names a pair that points at a token that does not exist', () => {
    const aurum = themes[0]!.theme;
    expect(() =>
      contrastRows(aurum, [{ use: 'x', level: 'text', text: ['text-ghost'], on: ['page'] }]),
    ).toThrow('contrast pair names color.text-ghost, which is not a token');
  });
});

describe('colours a skin inherits from the base unchanged', () => {
  it("lists jade's gold jackpot and tile colours, not its own accent or the status colours", () => {
    const jadeDark = themes.find((t) => t.skin === 'jade' && t.mode === 'dark')!;
    const hues = inheritedHues(jadeDark.theme, loadBase('dark'));
    expect(hues).toEqual(expect.arrayContaining(['jackpot-start', 'jackpot-end', 'tile-1-start']));
    expect(hues).not.toContain('accent');
    expect(hues).not.toContain('tile-3-start');
    expect(hues).not.toContain('danger');
  });

  it('lists nothing for the base itself or for a skin that changed no colour', () => {
    const aurumDark = themes.find((t) => t.skin === 'aurum' && t.mode === 'dark')!;
    expect(inheritedHues(aurumDark.theme, loadBase('dark'))).toEqual([]);
  });
});
