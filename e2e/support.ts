import type { APIRequestContext } from '@playwright/test';

/** Flips operator settings on the reference server through its dev-only admin endpoint. */
export async function setOperatorSettings(
  request: APIRequestContext,
  patch: Record<string, unknown>,
): Promise<void> {
  const res = await request.post('/__dev/settings', { data: patch });
  if (!res.ok()) throw new Error(`settings patch failed: ${res.status()} ${await res.text()}`);
}
