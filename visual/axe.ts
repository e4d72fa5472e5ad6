// axe-core over the whole story document (overlays portal to <body>): WCAG 2.0/2.1/2.2 A and AA,
// plus target-size, raised from WCAG's 24 px to the project's touch target (tokens: size.touch).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { repoRoot } from './stories';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The touch target size from the tokens (44px), the single source for components and this check. */
export function touchTargetPx(): number {
  const primitives = JSON.parse(
    readFileSync(join(repoRoot, 'tokens', 'src', 'base', 'primitives.json'), 'utf8'),
  ) as { size?: { touch?: { $value?: string } } };
  const px = Number.parseFloat(primitives.size?.touch?.$value ?? '');
  if (!Number.isFinite(px) || px <= 0) {
    throw new Error('tokens/src/base/primitives.json has no usable size.touch value.');
  }
  return px;
}

/** Check options applied in the page after axe-core loads. */
const projectChecks = {
  checks: [
    { id: 'target-size', options: { minSize: touchTargetPx() } },
    { id: 'target-offset', options: { minOffset: touchTargetPx() } },
  ],
};

/**
 * AxeBuilder normally re-sends and re-parses axe-core (500 kB) into every page. Each story is a
 * fresh document, so instead the page loads it as a cached script from visual/serve.mjs and
 * AxeBuilder's injection step only confirms it is there.
 */
const alreadyLoaded =
  "if (!window.axe) throw new Error('axe-core did not load from /__visual/axe.js');";

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

export async function findViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ url: '/__visual/axe.js' });
  await page.evaluate((config) => {
    (window as unknown as { axe: { configure(c: unknown): void } }).axe.configure(config);
  }, projectChecks);
  const results = await new AxeBuilder({ page, axeSource: alreadyLoaded })
    .options({
      runOnly: { type: 'tag', values: wcagTags },
      rules: { 'target-size': { enabled: true } },
      // Only violations are reported, so axe skips detailing every passing node (faster).
      resultTypes: ['violations'],
    })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    // axe's help text names WCAG's 24 px; the configured minimum is the project's.
    help:
      v.id === 'target-size'
        ? `Touch targets must be at least ${touchTargetPx()}px (tokens size.touch) or leave that much space`
        : v.help,
    helpUrl: v.helpUrl,
    nodes: v.nodes.map((n) => ({
      target: n.target.map(String).join(' > '),
      html: n.html.length > 160 ? `${n.html.slice(0, 157)}...` : n.html,
      summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  }));
}

export function formatViolations(storyId: string, where: string, violations: Violation[]): string {
  const lines = [`${violations.length} accessibility violation(s) in ${storyId} (${where}):`];
  for (const v of violations) {
    lines.push(`  - ${v.rule} [${v.impact}] ${v.help}`, `    ${v.helpUrl}`);
    for (const n of v.nodes) {
      lines.push(`      at ${n.target}`, `         ${n.html}`);
      if (n.summary) lines.push(`         ${n.summary}`);
    }
  }
  return lines.join('\n');
}
