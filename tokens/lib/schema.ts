// The token schema: which type every emitted token must have and what a valid value of that type
// looks like. Run over every skin and mode by the checks and by the build.
import { z } from 'zod';
import { emittedTokens, type Theme } from './theme';

const hex = z
  .string()
  .regex(/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'expected a hex colour like #1A2B3C');
const dimension = z
  .string()
  .regex(
    /^(0|-?\d+(\.\d+)?(px|rem|em|dvh|svh|lvh|vh|vw|%))$/,
    'expected a dimension like 16px, 1.5rem or 85dvh',
  );
const unitInterval = z.number().min(0).max(1);
const shadowLayer = z.object({
  color: hex,
  offsetX: dimension,
  offsetY: dimension,
  blur: dimension,
  spread: dimension,
});

/** Valid values per `$type`. */
export const valueSchemas = {
  color: hex,
  dimension,
  duration: z.string().regex(/^\d+ms$/, 'expected whole milliseconds like 130ms'),
  number: z.number().finite(),
  fontWeight: z.number().int().min(1).max(1000),
  fontFamily: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  fontFeatures: z
    .string()
    .regex(
      /^'[a-z0-9]{4}'( (\d+|on|off))?(, '[a-z0-9]{4}'( (\d+|on|off))?)*$/,
      "expected font-feature-settings like 'tnum' 1",
    ),
  cubicBezier: z.tuple([unitInterval, z.number(), unitInterval, z.number()]),
  shadow: z.union([shadowLayer, z.array(shadowLayer).min(1)]),
  asset: z.string().regex(/\.svg$/, 'expected an SVG file'),
} as const;
export type TokenType = keyof typeof valueSchemas;

/** The type each emitted token must have, by name; first match wins (`x.` = every token under x). */
const TYPE_RULES: [string, TokenType][] = [
  ['color.', 'color'],
  ['space.', 'dimension'],
  ['radius.', 'dimension'],
  ['size.', 'dimension'],
  ['font.body', 'fontFamily'],
  ['font.numeric', 'fontFamily'],
  ['font.numeric-features', 'fontFeatures'],
  ['font.size.', 'dimension'],
  ['font.weight.', 'fontWeight'],
  ['font.line-height.', 'number'],
  ['brand.logo', 'asset'],
  ['brand.', 'dimension'],
  ['z.', 'number'],
  ['shadow.', 'shadow'],
  ['interaction.', 'number'],
  ['opacity.', 'number'],
  ['motion.ease-', 'cubicBezier'],
  ['motion.', 'duration'],
];

export function expectedType(name: string): TokenType | undefined {
  for (const [rule, type] of TYPE_RULES) {
    const matches =
      rule.endsWith('.') || rule.endsWith('-') ? name.startsWith(rule) : name === rule;
    if (matches) return type;
  }
  return undefined;
}

/** Extra rules beyond the type. */
const refinements: [string, z.ZodType][] = [
  ['z.', z.number().int().min(0)],
  ['interaction.', unitInterval],
  ['opacity.', unitInterval],
];

/**
 * Problems with one skin in one mode, as readable lines; empty when it is valid.
 * `expected` is the full list of emitted token names every skin and mode must define.
 */
export function themeIssues(theme: Theme, expected: readonly string[]): string[] {
  const shape: Record<string, z.ZodType> = {};
  for (const name of expected) {
    const type = expectedType(name);
    if (!type) continue;
    const extra = refinements.find(([prefix]) => name.startsWith(prefix))?.[1];
    shape[name] = z.object({
      type: z.literal(type, { error: `must be "${type}"` }),
      value: extra ? (valueSchemas[type] as z.ZodType).pipe(extra) : valueSchemas[type],
    });
  }
  const issues = expected
    .filter((name) => !expectedType(name))
    .map((name) => `${name}: no type rule for this token (add one to tokens/lib/schema.ts)`);
  const input = Object.fromEntries(
    emittedTokens(theme).map((t) => [t.name, { type: t.type, value: t.value }]),
  );
  const result = z.object(shape).strict().safeParse(input, { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys)
          issues.push(
            `${key}: not a token of the base (typo, or add it to the base and the theme contract)`,
          );
        continue;
      }
      const [name, field] = issue.path.map(String);
      const got = 'input' in issue ? ` (got ${JSON.stringify(issue.input)})` : '';
      const what = field === 'type' ? '$type' : field === 'value' ? '$value' : 'token';
      issues.push(
        `${name}: ${issue.input === undefined && !field ? 'missing' : `${what} ${issue.message}${got}`}`,
      );
    }
  }
  return issues;
}
