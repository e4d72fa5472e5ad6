/** A help-centre entry as listed (spec 1 §3). */
export interface HelpEntryLike {
  title: string;
  tag?: string | null;
}

/**
 * Which entry a help link opens (spec 1 §2): `tag=about` the about-us entry; `i=<n>` the entry at
 * that position (0-based, as the footer links count); otherwise none.
 */
export function helpEntryToOpen(search: string, entries: readonly HelpEntryLike[]): number | null {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const tag = q.get('tag')?.trim().toLowerCase();
  if (tag) {
    const at = entries.findIndex((e) => (e.tag ?? '').trim().toLowerCase() === tag);
    return at >= 0 ? at : null;
  }
  const raw = q.get('i')?.trim();
  if (!raw || !/^\d+$/.test(raw)) return null;
  const at = Number(raw);
  return at < entries.length ? at : null;
}
