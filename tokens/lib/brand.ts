// The merchant's brand: the names a skin folder gives the site (`brand.json`) and the files its
// installed-app icons are drawn from. No file system here, so Storybook and the studio can use it.
import { z } from 'zod';

/** What `tokens/src/skins/<skin>/brand.json` holds. */
export interface Brand {
  /** The merchant's name as players know it: the page title, headings, "Welcome to …". */
  name: string;
  /** The name under the installed app's icon (a phone shows about 12 characters). */
  shortName: string;
  /** What the downloadable app is called: "Get the …", "Play anywhere with the …". */
  appName: string;
  /** The company named in the copyright line. */
  legalName: string;
}

const text = (what: string, max: number) =>
  z
    .string({ error: `missing: ${what}` })
    .trim()
    .min(1, `empty: ${what}`)
    .max(max, `longer than ${max} characters: ${what}`);

export const brandSchema = z
  .object({
    $description: z.string().optional(),
    name: text('the merchant\'s name players see, e.g. "Coral Play"', 40),
    shortName: text('the name under the installed app icon, e.g. "Coral"', 12),
    appName: text('what the downloadable app is called, e.g. "Coral Play app"', 40),
    legalName: text('the company in the copyright line, e.g. "Coral Entertainment Inc."', 80),
  })
  .strict();

/** Problems with a brand.json's content, one readable line each; empty when it is valid. */
export function brandIssues(json: unknown, file: string): string[] {
  const result = brandSchema.safeParse(json);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys')
      return `${file}: unknown field ${issue.keys.join(', ')} (expected name, shortName, appName, legalName)`;
    const field = issue.path.join('.');
    return `${file}: ${field ? `${field} ` : ''}${issue.message}`;
  });
}

/** The brand without its description, once valid. */
export function parseBrand(json: unknown, file: string): Brand {
  const issues = brandIssues(json, file);
  if (issues.length) throw new Error(issues.join('\n'));
  const { name, shortName, appName, legalName } = brandSchema.parse(json);
  return { name, shortName, appName, legalName };
}

/** Files the app icons are drawn from, most specific first: a square mark, else the logo. */
export function iconCandidates(skin: string): string[] {
  return [`skins/${skin}/icon.svg`, `skins/${skin}/logo-dark.svg`, `skins/${skin}/logo.svg`];
}
