/** Build-time deployment settings (see README: "Point the site at an operator's API"). */
declare const __PLAYDECK_MERCHANT__: string;
declare const __PLAYDECK_API_BASE__: string;
declare const __PLAYDECK_SKIN__: string;
declare module 'virtual:skin.css';
