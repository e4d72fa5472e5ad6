import { vars } from '../../theme/contract.css';

/**
 * A game tile's name, on at most two lines. Also the server-drawn app shell's tiles (apps/site global.css.ts), which
 * must come out the size of the page's.
 */
export const gameTileNameText = {
  paddingInline: vars.space.s2,
  color: vars.color.textPrimary,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightSemibold,
  lineHeight: vars.font.lineHeightTight,
  // Two lines, always that high: a long name reads whole more often ("Lotus Cascade"), and every
  // tile of a row, and the app shell's, keeps one size.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  height: `calc(2em * ${vars.font.lineHeightTight})`,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;
