import { layer } from '@vanilla-extract/css';

/** All library CSS lives in this cascade layer, so a consumer's own styles win without specificity fights. */
export const uiLayer = layer('playdeck-ui');
