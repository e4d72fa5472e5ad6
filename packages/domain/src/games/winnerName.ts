/**
 * A winner's name as the public board shows it: the first two and last two characters around
 * three stars (`maria2011` -> `ma***11`); names of four characters or fewer keep only the first.
 */
export function maskCustomerName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  if (chars.length <= 4) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
