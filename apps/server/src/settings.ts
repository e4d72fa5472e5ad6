import type { Db } from './db/database';
import {
  loadOperatorConfig,
  mergeConfig,
  operatorConfigSchema,
  type OperatorConfig,
} from './config';
import { deleteSetting, putSetting, settingValue } from './store/settings';

/**
 * The operator settings in force: the configuration (file + env, see config.ts) with the dev-only
 * admin overrides kept in the `settings` table on top, so tests and demos can flip any knob
 * without a restart. Flags and register rules merge per key.
 */
export type OperatorSettings = OperatorConfig;

const OVERRIDES_KEY = 'operator_overrides';
const baseByDb = new WeakMap<Db, OperatorConfig>();
let fallbackBase: OperatorConfig | undefined;

/** Sets the configuration this database's server runs with (done by buildServer). */
export function setOperatorConfig(db: Db, config: OperatorConfig): void {
  baseByDb.set(db, config);
}

function baseFor(db: Db): OperatorConfig {
  const base = baseByDb.get(db);
  if (base) return base;
  fallbackBase ??= loadOperatorConfig({});
  return fallbackBase;
}

function readOverrides(db: Db): Record<string, unknown> {
  const raw = settingValue(db, OVERRIDES_KEY);
  if (raw === undefined) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readSettings(db: Db): OperatorSettings {
  const merged = mergeConfig(baseFor(db), readOverrides(db));
  const parsed = operatorConfigSchema.safeParse(merged);
  // Overrides are checked when written; should a stored one no longer fit, ignore them all.
  return parsed.success ? parsed.data : baseFor(db);
}

/** Every knob may be patched; `whitelabel` and `register` merge per key. */
export const settingsPatchSchema = operatorConfigSchema.partial().extend({
  whitelabel: operatorConfigSchema.shape.whitelabel.optional(),
  register: operatorConfigSchema.shape.register.optional(),
});
export type SettingsPatch = Partial<OperatorSettings>;

/** Applies a patch on top of earlier overrides; throws when the result breaks the schema. */
export function writeSettings(db: Db, patch: SettingsPatch): OperatorSettings {
  const overrides = mergeConfig(readOverrides(db), patch as Record<string, unknown>);
  const result = operatorConfigSchema.safeParse(mergeConfig(baseFor(db), overrides));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  putSetting(db, OVERRIDES_KEY, JSON.stringify(overrides));
  return result.data;
}

/** Drops every admin override: back to the configuration. */
export function resetSettings(db: Db): OperatorSettings {
  deleteSetting(db, OVERRIDES_KEY);
  return readSettings(db);
}
