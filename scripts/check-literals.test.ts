// Runs in the `tokens` Vitest project (see tokens/vitest.config.ts).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { checkRepository, findLiterals, formatFinding, isScanned } from './check-literals.mjs';

interface Finding {
  line: number;
  column: number;
  kind: string;
  text: string;
}
const find = (source: string, file = 'Thing.css.ts') =>
  (findLiterals(source, file) as Finding[]).map((f) => `${f.kind} ${f.text}`);

describe('literal check finds values that belong in tokens', () => {
  it('hex and functional colours', () => {
    expect(
      find(`export const a = style({ color: '#fff', background: 'rgb(0 0 0 / 50%)' });`),
    ).toEqual(['colour #fff', 'colour rgb(']);
    expect(find('const ring = `0 0 0 2px #7DD3FCAA`;')).toEqual(['colour #7DD3FCAA', 'size 2px']);
    expect(find(`const c = 'hsl(200 50% 50%)';`)).toEqual(['colour hsl(']);
  });

  it('colour names in colour properties', () => {
    expect(
      find(`style({ color: 'white', borderColor: 'transparent', fill: 'currentColor' })`),
    ).toEqual(['colour white']);
  });

  it('px sizes in strings and templates, including hairlines and negatives', () => {
    expect(find("style({ border: `1px solid ${vars.color.border}`, margin: '-8px' })")).toEqual([
      'size 1px',
      'size -8px',
    ]);
    expect(
      find(`style({ '@media': { 'screen and (min-width: 768px)': { gap: vars.space.s8 } } })`),
    ).toEqual(['size 768px']);
    expect(find(`style({ fontSize: '1.25rem' })`)).toEqual(['size 1.25rem']);
  });

  it('bare numbers on length properties of style objects, which become px', () => {
    expect(
      find(`export const a = style({ width: 12, padding: 4, opacity: 0.5, flex: 1 });`),
    ).toEqual(['size width: 12', 'size padding: 4', 'opacity opacity: 0.5']);
    expect(find(`export const T = () => <div style={{ height: 40 }} />;`, 'T.tsx')).toEqual([
      'size height: 40',
    ]);
  });

  it('durations in CSS and in timers', () => {
    expect(find(`style({ transition: 'opacity 150ms ease', animationDuration: '1.5s' })`)).toEqual([
      'duration 150ms',
      'duration 1.5s',
    ]);
    expect(find(`setTimeout(close, 3000); window.setInterval(tick, 500);`)).toEqual([
      'duration setTimeout(…, 3000)',
      'duration setInterval(…, 500)',
    ]);
  });

  it('z-index numbers', () => {
    expect(
      find(`style({ zIndex: 10 }); const s = { 'z-index': '999' }; style({ zIndex: -1 })`),
    ).toEqual(['z-index 10', 'z-index 999', 'z-index -1']);
  });

  it('scale numbers in transforms, keyframes and templates', () => {
    expect(
      find(
        "style({ selectors: { '&:active': { transform: 'scale(0.96)' } } }); const pop = keyframes({ from: { transform: `translateY(50%) scaleX(0.9)` } });",
      ),
    ).toEqual(['scale scale(0.96)', 'scale scaleX(0.9)']);
    expect(find(`const t = 'rotate(-90deg) scale(0.5, 0.5)';`)).toEqual(['scale scale(0.5, 0.5)']);
  });

  it('opacity numbers in style objects, custom properties included', () => {
    expect(
      find(
        `style({ opacity: 0.85, selectors: { '&:disabled': { opacity: '0.5' } }, vars: { '--bullet-opacity': '0.7' } })`,
      ),
    ).toEqual(['opacity opacity: 0.85', 'opacity opacity: 0.5', 'opacity -BulletOpacity: 0.7']);
    expect(find(`export const T = () => <i style={{ fillOpacity: 0.4 }} />;`, 'T.tsx')).toEqual([
      'opacity fillOpacity: 0.4',
    ]);
  });

  it('reports line and column of each literal', () => {
    const [f] = findLiterals(
      `const a = 1;\nconst b = style({ color: '#000' });`,
      'x.ts',
    ) as Finding[];
    expect(f).toMatchObject({ line: 2, column: 27, kind: 'colour', text: '#000' });
    expect(formatFinding({ file: 'a/x.ts', ...f })).toBe('a/x.ts:2:27  colour    #000');
  });
});

describe('literal check leaves alone what is not a styling literal', () => {
  it('tokens, zero, percentages, unitless maths and transforms', () => {
    expect(
      find(
        `style({ padding: vars.space.s16, margin: 0, inset: '0px', width: '100%', height: '100dvh',
          transform: 'translateY(-50%) scaleX(1)', lineHeight: 1.2, zIndex: 0, transitionDuration: vars.motion.pressIn,
          transition: 'none 0s', gridTemplateColumns: 'repeat(3, 1fr)', letterSpacing: '0.02em' })`,
      ),
    ).toEqual([]);
  });

  it('scales and opacities from tokens, and the bounds 0, 1 and -1', () => {
    expect(
      find(
        "style({ opacity: 0, transform: `scale(${vars.interaction.pressedScale})`, selectors: { '&[data-current]': { opacity: 1, transform: 'scaleX(-1) scaleY(0)' }, '&:disabled': { opacity: vars.interaction.disabledOpacity } } })",
      ),
    ).toEqual([]);
    expect(find(`const s = 'scale(var(--pd-interaction-pressed-scale-icon))';`)).toEqual([]);
  });

  it('opacity numbers in data objects outside styles', () => {
    expect(find(`const layer = { opacity: 0.5 }; chart({ fillOpacity: 0.3 });`)).toEqual([]);
  });

  it('comments, JSX text and imports', () => {
    const source = `import x from './icon-24px.svg';
      // a 44px touch target, 300ms
      /* #fff */
      export const T = () => <p>Ticket #123 wins in 5s</p>;`;
    expect(find(source, 'T.tsx')).toEqual([]);
  });

  it('SVG path data and timers that read motion tokens', () => {
    expect(
      find(
        `export const I = () => <path d="M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 11c0 5.5-7 10-7 10Z" />;
         const p = 'M5 10s2-3 4-3';
         setTimeout(close, motionMs.toastDefault); setTimeout(next, 0);`,
        'I.tsx',
      ),
    ).toEqual([]);
  });

  it('numbers in data objects outside styles', () => {
    expect(
      find(`const image = { width: 640, height: 480 }; useQuery({ staleTime: 30000 });`),
    ).toEqual([]);
  });
});

describe('which files are held to the rule', () => {
  it('scans UI and site source including stories, not tests, declarations or story artwork', () => {
    expect(isScanned('packages/ui/src/components/Button/Button.css.ts')).toBe(true);
    expect(isScanned('packages/ui/src/components/Button/Button.stories.tsx')).toBe(true);
    expect(isScanned('apps/site/src/app/PageFrame.tsx')).toBe(true);
    expect(isScanned('packages/ui/src/components/Button/Button.test.tsx')).toBe(false);
    expect(isScanned('apps/site/src/env.d.ts')).toBe(false);
    expect(isScanned('packages/ui/src/stories-assets/art.ts')).toBe(false);
    expect(isScanned('apps/server/src/index.ts')).toBe(false);
    expect(isScanned('tokens/lib/theme.ts')).toBe(false);
  });
});

describe('the repository', () => {
  it('holds no literal colours, px sizes, durations, z-indexes, scales or opacities in UI or site source', () => {
    const root = join(fileURLToPath(import.meta.url), '..', '..');
    const findings = (checkRepository(root) as (Finding & { file: string })[]).map(formatFinding);
    expect(findings).toEqual([]);
  });
});
