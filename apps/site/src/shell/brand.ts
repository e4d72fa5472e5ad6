import type { Brand } from '@playdeck/tokens/lib/brand';

/**
 * The merchant's names (`__PLAYDECK_BRANDS__`, from the skin folders' brand.json) of the skin
 * <html> carries: the build's skin, or with runtime skins the one chosen by host name before the
 * first paint. Where there is no document, the build's skin.
 */
/** The brand of the skin <html> carries (the build's skin where there is no document). */
export function currentBrand(): Brand {
  const onPage =
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.skin;
  const brand = __PLAYDECK_BRANDS__[onPage ?? ''] ?? __PLAYDECK_BRANDS__[__PLAYDECK_SKIN__];
  if (!brand) throw new Error(`no brand for the skin "${onPage ?? __PLAYDECK_SKIN__}"`);
  return brand;
}

/**
 * The placeholders every TY and EN text may use to name the merchant; the translator fills them
 * in, so a new merchant changes no text.
 */
export const brandPlaceholders = (brand: Brand) => ({
  brand: brand.name,
  brandShort: brand.shortName,
  appName: brand.appName,
  legalName: brand.legalName,
});
