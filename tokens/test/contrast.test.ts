import { describe, expect, it } from 'vitest';
import pairs from '../contrast-pairs.json';
import {
  contrastRatio,
  contrastRows,
  type ContrastPairGroup,
  type ContrastRow,
} from '../lib/contrast';
import { loadAll } from '../lib/load';
import { copyOfSources } from './fixtures';

const groups = pairs.pairs as ContrastPairGroup[];
const themes = loadAll();
const measured = themes.map((t) => ({
  label: `${t.skin}/${t.mode}`,
  rows: contrastRows(t.theme, groups),
}));

/** One line per pair, one column per skin x mode; failing figures are marked with "!". */
function table(): string {
  const first = measured[0]?.rows ?? [];
  const head = ['foreground', 'background', 'min', ...measured.map((m) => m.label)];
  const lines = first.map((row, i) => [
    row.foreground,
    row.background,
    `${row.min}:1`,
    ...measured.map(({ rows }) => {
      const r = rows[i] as ContrastRow;
      return `${(Math.floor(r.ratio * 100) / 100).toFixed(2)}${r.pass ? '' : ' !'}`;
    }),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...lines.map((l) => (l[c] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return [fmt(head), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}

describe('WCAG AA contrast of every text/background pair components use', () => {
  it('prints the contrast table', () => {
    console.log(`\nContrast (WCAG 2.x ratio, ! = below the minimum)\n${table()}\n`);
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

  it('names a pair that points at a token that does not exist', () => {
    const aurum = themes[0]!.theme;
    expect(() =>
      contrastRows(aurum, [{ use: 'x', level: 'text', text: ['text-ghost'], on: ['page'] }]),
    ).toThrow('contrast pair names color.text-ghost, which is not a token');
  });
});
