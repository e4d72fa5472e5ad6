import type { APIRequestContext, Page } from '@playwright/test';

/** Flips operator settings on the reference server through its dev-only admin endpoint. */
export async function setOperatorSettings(
  request: APIRequestContext,
  patch: Record<string, unknown>,
): Promise<void> {
  const res = await request.post('/__dev/settings', { data: patch });
  if (!res.ok()) throw new Error(`settings patch failed: ${res.status()} ${await res.text()}`);
}

/** From the page's first paint on, adds up its layout shifts (read them with `layoutShiftSoFar`). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.layoutShift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift so far (CLS-style sum), once `watchLayoutShifts` has been called. */
export const layoutShiftSoFar = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/**
 * Holds back the answers to `pattern` by `ms`, and until the page's web font is in: a font swap
 * re-wraps text, a shift of its own that is not the late answer's.
 */
export async function answerLate(page: Page, pattern: string, ms = 1500): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await page.evaluate(() => document.fonts.ready.then(() => undefined)).catch(() => {});
    await route.continue();
  });
}
