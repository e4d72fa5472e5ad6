import pairs from '@playdeck/tokens/contrast-pairs.json';
import type { Brand } from '@playdeck/tokens/lib/brand';
import { contrastRows, type ContrastPairGroup } from '@playdeck/tokens/lib/contrast';
import {
  skinNameProblem,
  STUDIO_COLOURS,
  STUDIO_RADII,
  studioFiles,
  studioFrom,
  studioVariables,
  type StudioSkin,
} from '@playdeck/tokens/lib/studio';
import {
  buildTheme,
  logoCandidates,
  MODES,
  skinsIn,
  type Mode,
  type TokenTree,
} from '@playdeck/tokens/lib/theme';
import { useMemo, useState, type CSSProperties } from 'react';
import { Avatar } from '../components/Avatar/Avatar';
import { BalanceWidget } from '../components/BalanceWidget/BalanceWidget';
import { Button } from '../components/Button/Button';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { GameTile } from '../components/GameTile/GameTile';
import { JackpotRoller } from '../components/JackpotRoller/JackpotRoller';
import { Tabs } from '../components/Tabs/Tabs';
import { TextField } from '../components/TextField/TextField';
import { useStoryText } from '../storybook/storyText';
import * as css from './studio.css';

const jsonFiles = import.meta.glob<TokenTree>('../../../../tokens/src/**/*.json', {
  eager: true,
  import: 'default',
});
const logoFiles = import.meta.glob('../../../../tokens/src/skins/*/*.svg');
const underSrc = (path: string) => path.replace(/^.*\/tokens\/src\//, '');
const files = Object.fromEntries(Object.entries(jsonFiles).map(([p, t]) => [underSrc(p), t]));
const paths = [...Object.keys(files), ...Object.keys(logoFiles).map(underSrc)];
const skins = skinsIn(paths);

/** Every typeface the token files declare, with its fontsource extension. */
const typefaces: Record<string, TokenTree> = Object.assign(
  {},
  ...Object.values(files).map((tree) => {
    const faces = (tree as { typeface?: Record<string, unknown> }).typeface ?? {};
    return Object.fromEntries(Object.entries(faces).filter(([k]) => !k.startsWith('$')));
  }),
);

function themeOf(skin: string, mode: Mode, overrides?: Record<string, TokenTree>) {
  const logo = logoCandidates(skin, mode).find((c) => paths.includes(c));
  return buildTheme({ ...files, ...overrides }, skin, mode, logo).theme;
}

function startFrom(skin: string): StudioSkin {
  const brand = files[`skins/${skin}/brand.json`] as unknown as Brand;
  return studioFrom(
    `${skin}-copy`,
    { ...brand },
    {
      dark: themeOf(skin, 'dark'),
      light: themeOf(skin, 'light'),
    },
  );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The skin studio: start from a skin, change the brand's names, colours per mode, font and
 * roundness, watch components and two composed screens update in both modes with the contrast
 * verdicts, and export the skin folder to commit (tokens/src/skins/<name>/).
 */
export function SkinStudio() {
  const t = useStoryText();
  const [base, setBase] = useState(skins.includes('aurum') ? 'aurum' : (skins[0] ?? ''));
  const [skin, setSkin] = useState<StudioSkin>(() => startFrom(base));
  const exported = useMemo(() => studioFiles(skin, typefaces), [skin]);
  // The exported files, read back as the new skin's folder over the skin it started from.
  const themes = useMemo(() => {
    const overrides = Object.fromEntries(
      Object.entries(exported)
        .filter(([file]) => file !== 'brand.json')
        .map(([file, text]) => [`skins/${base}/${file}`, JSON.parse(text) as TokenTree]),
    );
    return Object.fromEntries(MODES.map((m) => [m, themeOf(base, m, overrides)])) as Record<
      Mode,
      ReturnType<typeof themeOf>
    >;
  }, [exported, base]);
  const nameProblem = skinNameProblem(skin.name, skins);

  const setColour = (mode: Mode, name: (typeof STUDIO_COLOURS)[number], value: string) =>
    setSkin((s) => ({
      ...s,
      colours: { ...s.colours, [mode]: { ...s.colours[mode], [name]: value.toUpperCase() } },
    }));

  return (
    <div className={css.studio}>
      <div className={css.controls}>
        <fieldset className={css.group}>
          <legend>Start and names</legend>
          <label className={css.field}>
            Start from
            <select
              value={base}
              onChange={(e) => {
                setBase(e.target.value);
                setSkin(startFrom(e.target.value));
              }}
            >
              {skins.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label className={css.field}>
            Folder name
            <input value={skin.name} onChange={(e) => setSkin({ ...skin, name: e.target.value })} />
          </label>
          {nameProblem && (
            <p role="alert" className={css.fail}>
              {nameProblem}
            </p>
          )}
          {(['name', 'shortName', 'appName', 'legalName'] as const).map((key) => (
            <label key={key} className={css.field}>
              {
                {
                  name: 'Name',
                  shortName: 'Name under the icon',
                  appName: 'App name',
                  legalName: 'Company',
                }[key]
              }
              <input
                value={skin.brand[key]}
                onChange={(e) =>
                  setSkin({ ...skin, brand: { ...skin.brand, [key]: e.target.value } })
                }
              />
            </label>
          ))}
        </fieldset>
        <fieldset className={css.group}>
          <legend>Font and corners</legend>
          <label className={css.field}>
            Font
            <select
              value={skin.typeface}
              onChange={(e) => setSkin({ ...skin, typeface: e.target.value })}
            >
              {Object.keys(typefaces).map((f) => (
                <option key={f}>{f}</option>
              ))}
            </select>
          </label>
          {STUDIO_RADII.map((r) => (
            <label key={r} className={css.field}>
              Radius {r} ({skin.radii[r]} px)
              <input
                type="range"
                min={0}
                max={32}
                value={skin.radii[r]}
                onChange={(e) =>
                  setSkin({ ...skin, radii: { ...skin.radii, [r]: Number(e.target.value) } })
                }
              />
            </label>
          ))}
        </fieldset>
        {MODES.map((mode) => (
          <fieldset key={mode} className={css.group}>
            <legend>Colours, {mode}</legend>
            {STUDIO_COLOURS.map((name) => (
              <label key={name} className={css.field}>
                {name}
                <input
                  type="color"
                  value={skin.colours[mode][name].slice(0, 7)}
                  onChange={(e) => setColour(mode, name, e.target.value)}
                />
              </label>
            ))}
          </fieldset>
        ))}
      </div>

      <div className={css.previews}>
        {MODES.map((mode) => {
          const rows = contrastRows(themes[mode], pairs.pairs as ContrastPairGroup[]);
          const failing = rows.filter((r) => !r.pass);
          const warnings = rows.filter((r) => r.warning);
          return (
            <section
              key={mode}
              aria-label={`Preview, ${mode}`}
              className={css.preview}
              data-skin={base}
              data-theme={mode}
              style={studioVariables(themes[mode]) as CSSProperties}
            >
              <strong>
                {skin.brand.name} · {mode}
              </strong>
              <p className={failing.length ? css.fail : css.ok}>
                {failing.length
                  ? `${failing.length} contrast pair${failing.length > 1 ? 's' : ''} below WCAG AA`
                  : 'Every contrast pair meets WCAG AA'}
                {warnings.length ? `; ${warnings.length} to review` : ''}
              </p>
              {(failing.length > 0 || warnings.length > 0) && (
                <ul className={css.verdicts}>
                  {[...failing, ...warnings].map((r) => (
                    <li
                      key={`${r.use}-${r.foreground}-${r.background}`}
                      className={r.warning ? css.warn : css.fail}
                    >
                      {r.foreground} on {r.background}: {r.ratio.toFixed(2)} (needs {r.min}) ·{' '}
                      {r.use}
                    </li>
                  ))}
                </ul>
              )}
              <div className={css.screen} aria-label="Log in screen">
                <strong>
                  {t(
                    'auth.login.intro',
                    'Welcome back! Log in to play, deposit and claim promotions.',
                  )}
                </strong>
                <Tabs
                  label={t('auth.login.methodLabel', 'Login method')}
                  defaultValue="password"
                  items={[
                    {
                      value: 'password',
                      label: t('auth.login.methodUsername', 'With password'),
                      content: null,
                    },
                    {
                      value: 'sms',
                      label: t('auth.login.methodSms', 'With SMS code'),
                      content: null,
                    },
                  ]}
                />
                <TextField label={t('auth.field.username', 'Username')} defaultValue="lucky_ana" />
                <TextField
                  label={t('auth.field.password', 'Password')}
                  type="password"
                  error={t('auth.validation.passwordPattern', 'Use letters and digits together')}
                />
                <Checkbox label={t('auth.login.remember', 'Remember password')} defaultChecked />
                <Button block>{t('auth.login.submit', 'Log in')}</Button>
                <Button block tone="secondary">
                  {t('common.register', 'Sign up')}
                </Button>
              </div>
              <div className={css.screen} aria-label="Home screen">
                <BalanceWidget
                  amount={12_480.5}
                  currencySymbol="₱"
                  visible
                  onToggleVisible={() => undefined}
                  onRefresh={() => undefined}
                />
                <JackpotRoller value={1_248_736_512.45} currencySymbol="₱" label="Jackpot" />
                <div className={css.tiles}>
                  {[1, 2, 3, 4].map((n) => (
                    <GameTile
                      key={n}
                      name={`Lucky Coral ${n}`}
                      vendor="PG"
                      tileTheme={n as 1 | 2 | 3 | 4}
                      isHot={n === 1}
                      hotLabel="HOT"
                      onLaunch={() => undefined}
                    />
                  ))}
                </div>
                <Avatar name="Ana Reyes" />
              </div>
            </section>
          );
        })}
      </div>

      <section aria-label="Export" className={css.files}>
        <strong>Export: tokens/src/skins/{skin.name}/</strong>
        <p>
          Download the four files into the new folder, add the logo slots (logo.svg, or
          logo-dark.svg and logo-light.svg, and a square icon.svg for the app icons), then run the
          contrast check and build: see the README, “Add a merchant skin”.
        </p>
        <Button
          disabled={Boolean(nameProblem)}
          onClick={() => {
            for (const [file, text] of Object.entries(exported)) download(file, text);
          }}
        >
          Download brand.json, common.json, dark.json, light.json
        </Button>
        {Object.entries(exported).map(([file, text]) => (
          <details key={file}>
            <summary>{file}</summary>
            <pre className={css.code}>{text}</pre>
          </details>
        ))}
      </section>
    </div>
  );
}
