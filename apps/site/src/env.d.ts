/** Build-time deployment settings (see README: "Point the site at an operator's API"). */
declare const __PLAYDECK_MERCHANT__: string;
declare const __PLAYDECK_API_BASE__: string;
declare const __PLAYDECK_SKIN__: string;
/** The merchant's names of every skin the build ships, by skin (tokens/src/skins/<skin>/brand.json). */
declare const __PLAYDECK_BRANDS__: Readonly<
  Record<string, import('@playdeck/tokens/lib/brand').Brand>
>;
/** Whether the wallet pages say that money moves only in the reference server (PLAYDECK_DEMO). */
declare const __PLAYDECK_DEMO__: boolean;
declare module 'virtual:skin.css';
/** The deployment's minimum player age (`PLAYDECK_MIN_AGE`, 21 by default): every text that states an age. */
declare const __PLAYDECK_MIN_AGE__: number;
