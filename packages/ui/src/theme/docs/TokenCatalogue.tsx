import type { ReactNode } from 'react';
import { cssVarName, MOTION_EXTENSION } from '@playdeck/tokens/lib/theme';
import { BrandLogo } from '../../components/BrandLogo';
import { cx } from '../cx';
import * as s from './TokenCatalogue.css';
import { themes, type ThemeData } from './tokenData';

const cssVar = (path: string[]) => `var(${cssVarName(path)})`;
const show = (v: unknown) =>
  Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v);
const group = (t: ThemeData, prefix: string) =>
  t.tokens.filter((token) => token.name.startsWith(prefix));

/** Storybook's docs typography stays out of the frames (its `sb-unstyled` opt-out). */
const unstyled = 'sb-unstyled';

/** A frame carrying data-skin/data-theme, so everything inside is drawn by that skin's CSS. */
function Frame({ t, children }: { t: ThemeData; children: ReactNode }) {
  return (
    <section
      className={cx(s.frame, unstyled)}
      data-skin={t.skin}
      data-theme={t.mode}
      aria-label={`${t.skin} ${t.mode}`}
    >
      <div className={s.frameHead}>
        <BrandLogo label={t.brandName} />
        <span>
          {t.skin} · {t.mode}
        </span>
      </div>
      {children}
    </section>
  );
}

const darkOfEachSkin = themes.filter((t) => t.mode === 'dark');

/** Lays frames out side by side; carries the first skin's attributes so its layout tokens apply. */
function Frames({ children }: { children: ReactNode }) {
  const [first] = themes;
  return (
    <div className={cx(s.frames, unstyled)} data-skin={first?.skin} data-theme={first?.mode}>
      {children}
    </div>
  );
}

/** Every semantic colour of every skin x mode, with its value. */
export function ColourSwatches() {
  return (
    <Frames>
      {themes.map((t) => (
        <Frame key={`${t.skin}-${t.mode}`} t={t}>
          <ul className={s.list}>
            {group(t, 'color.').map((token) => (
              <li key={token.name} className={s.swatchRow}>
                <span className={s.swatch} style={{ background: cssVar(token.path) }} />
                <span>
                  <span className={s.name}>{token.name.slice('color.'.length)}</span>
                  {token.description && <div className={s.hint}>{token.description}</div>}
                </span>
                <span className={s.value}>{show(token.value)}</span>
              </li>
            ))}
          </ul>
        </Frame>
      ))}
    </Frames>
  );
}

/** The contrast of every pair in tokens/contrast-pairs.json, measured in every skin x mode. */
export function ContrastTable() {
  return (
    <Frames>
      {themes.map((t) => (
        <Frame key={`${t.skin}-${t.mode}`} t={t}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">Sample</th>
                <th scope="col">Pair</th>
                <th scope="col">Ratio</th>
              </tr>
            </thead>
            <tbody>
              {t.contrast.map((row) => (
                <tr key={`${row.foreground}/${row.background}`}>
                  <td>
                    <span
                      className={s.sample}
                      style={{
                        color: cssVar(['color', row.foreground]),
                        background: cssVar(['color', row.background]),
                      }}
                    >
                      Aa
                    </span>
                  </td>
                  <td>
                    {row.foreground} on {row.background}
                    <div className={s.hint}>{row.use}</div>
                  </td>
                  <td className={row.pass ? undefined : s.fail}>
                    {(Math.floor(row.ratio * 100) / 100).toFixed(2)} {row.pass ? '≥' : '<'}{' '}
                    {row.min}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Frame>
      ))}
    </Frames>
  );
}

/** Font sizes in each skin's body font, and tabular digits for money. */
export function TypeScale() {
  return (
    <Frames>
      {darkOfEachSkin.map((t) => (
        <Frame key={t.skin} t={t}>
          <div className={s.hint}>{show(t.tokens.find((x) => x.name === 'font.body')?.value)}</div>
          {group(t, 'font.size.').map((token) => (
            <div
              key={token.name}
              style={{
                fontSize: cssVar(token.path),
                lineHeight: cssVar(['font', 'line-height', 'tight']),
              }}
            >
              <span className={s.value}>{show(token.value)}</span> Jackpot ₱1,234,567.89
            </div>
          ))}
          {group(t, 'font.weight.').map((token) => (
            <div key={token.name} style={{ fontWeight: cssVar(token.path) }}>
              {token.name.slice('font.weight.'.length)} {show(token.value)}: Maglaro na
            </div>
          ))}
          <div className={s.hint}>Proportional, then tabular digits (font.numeric-features):</div>
          <div className={s.figures}>
            ₱1,111.11
            <br />
            ₱8,888.88
          </div>
          <div className={cx(s.figures, s.figuresTabular)}>
            ₱1,111.11
            <br />
            ₱8,888.88
          </div>
        </Frame>
      ))}
    </Frames>
  );
}

/** Spacing steps and corner radii of each skin. */
export function SpaceAndRadius() {
  return (
    <Frames>
      {darkOfEachSkin.map((t) => (
        <Frame key={t.skin} t={t}>
          <ul className={s.list}>
            {group(t, 'space.').map((token) => (
              <li key={token.name} className={s.swatchRow}>
                <span className={s.value}>{token.name.slice('space.'.length)}</span>
                <span className={s.bar} style={{ width: cssVar(token.path) }} />
                <span className={s.value}>{show(token.value)}</span>
              </li>
            ))}
          </ul>
          <ul className={s.list}>
            {group(t, 'radius.').map((token) => (
              <li key={token.name} className={s.swatchRow}>
                <span className={s.radiusBox} style={{ borderRadius: cssVar(token.path) }} />
                <span className={s.name}>{token.name.slice('radius.'.length)}</span>
                <span className={s.value}>{show(token.value)}</span>
              </li>
            ))}
          </ul>
        </Frame>
      ))}
    </Frames>
  );
}

/** One table of tokens in the first skin: name, value and a third column saying what each does. */
function TokenTable({
  prefixes,
  heading,
  describe,
}: {
  prefixes: string[];
  heading: string;
  describe: (token: ThemeData['tokens'][number]) => ReactNode;
}) {
  const [t] = themes;
  if (!t) return null;
  return (
    <Frame t={t}>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">{heading}</th>
          </tr>
        </thead>
        <tbody>
          {prefixes
            .flatMap((prefix) => group(t, prefix))
            .map((token) => (
              <tr key={token.name}>
                <td className={s.name}>{token.name}</td>
                <td className={s.value}>{show(token.value)}</td>
                <td>{describe(token)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </Frame>
  );
}

/** Durations and easing from the specs; "animates" ones drop to 0 under reduced motion. */
export function MotionTable() {
  return (
    <TokenTable
      prefixes={['motion.']}
      heading="Drives"
      describe={(token) =>
        token.type === 'cubicBezier'
          ? 'easing of every transition'
          : token.extensions?.[MOTION_EXTENSION] === 'animates'
            ? 'CSS transition or animation (0 under reduced motion)'
            : 'timer (motionMs in JS)'
      }
    />
  );
}

/** How controls answer a touch (press scales, disabled and busy opacity) and decorative opacities. */
export function InteractionTable() {
  return (
    <TokenTable
      prefixes={['interaction.', 'opacity.']}
      heading="Used for"
      describe={(token) => token.description}
    />
  );
}
