// @vitest-environment node
/**
 * The sanitiser's security promises, checked in real Chromium: happy-dom does not implement the
 * DOM behaviour DOMPurify relies on (node iteration across removals), so a happy-dom run could pass
 * while a browser would not. The module is bundled as it ships and run in a blank page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
// @ts-expect-error plain JS helper shared with Playwright and the test runner
import { chromeArgs, findChrome } from '../../../../scripts/chrome.mjs';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const entry = fileURLToPath(new URL('./sanitizeHtml.ts', import.meta.url));
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry, name: 'sanitizer', formats: ['iife'], fileName: 'sanitizer' },
    },
  });
  const outputs = Array.isArray(out) ? out : [out];
  const chunk = outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('sanitizer bundle missing');
  browser = await chromium.launch({ executablePath: findChrome() as string, args: chromeArgs });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: chunk.code });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const clean = (html: string) =>
  page.evaluate(
    (h) =>
      (
        window as unknown as { sanitizer: { sanitizeHtml: (s: string) => string } }
      ).sanitizer.sanitizeHtml(h),
    html,
  );

describe('sanitizeHtml in Chromium', () => {
  it('strips scripts and every event handler, keeping the text', async () => {
    const out = await clean(
      '<p onclick="steal()">Hi</p><script>steal()</script><img src="x.png" onerror="steal()"><svg onload="steal()"></svg><b onmouseover="steal()">bold</b>',
    );
    expect(out).not.toMatch(/<script|onclick|onerror|onload|onmouseover|steal/);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('<b>bold</b>');
  });

  it('removes javascript: links, frames, forms and inline styles', async () => {
    const out = await clean(
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><form action="/x"><input></form><p style="color:red">y</p>',
    );
    expect(out).not.toMatch(/javascript:|<iframe|<form|<input|style=/);
    expect(out).toContain('<p>y</p>');
  });

  it('opens outside links in a new tab without an opener and lazy-loads images', async () => {
    const out = await clean(
      '<a href="https://example.com">site</a><a href="/m/help">help</a><img src="/a.png" alt="">',
    );
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('<a href="/m/help">help</a>');
    expect(out).toMatch(/<img[^>]*loading="lazy"/);
  });
});
