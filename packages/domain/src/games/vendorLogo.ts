/**
 * A vendor's logo (spec 2 §3): `<code>-WHITE.png` under the type's vendor-list folder on an image
 * CDN picked at random from the status list; without a CDN, the address the vendor list gave; else
 * none (the site shows the vendor's name).
 */
export function vendorLogoUrl(input: {
  code: string;
  gameType: string;
  imageCDNs: readonly string[];
  /** The vendor list's own icon (`mobileLargeIcon`). */
  listIcon?: string | null;
  random?: () => number;
}): string | null {
  const cdns = input.imageCDNs.filter((c) => /^https?:\/\//.test(c));
  if (cdns.length) {
    const r = input.random?.() ?? 0;
    const cdn = (
      cdns[Math.min(cdns.length - 1, Math.floor(Math.max(0, r) * cdns.length))] ?? ''
    ).replace(/\/+$/, '');
    const type = input.gameType.trim().toUpperCase() || 'RNG';
    return `${cdn}/TCG_PROD_IMAGES/${type}_LIST_VENDOR/${encodeURIComponent(input.code.toUpperCase())}-WHITE.png`;
  }
  return input.listIcon?.trim() || null;
}
