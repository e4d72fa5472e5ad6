/**
 * Decodes the obfuscated customer-service paths of the status (api-contract §6), loading the DES
 * codec (crypto-js) only now, so it stays out of the page until a status lists service links.
 * Answers in the same order: the address, or null for a path that does not decode.
 */
export async function decodeServicePaths(paths: readonly string[]): Promise<(string | null)[]> {
  if (paths.length === 0) return [];
  const { decodeServicePath } = await import('./codec/servicePath');
  return paths.map((path) => decodeServicePath(path));
}
