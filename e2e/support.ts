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
