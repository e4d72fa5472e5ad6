import { vars } from '../../theme/contract.css';

/**
 * A game tile's name line. Also the server-drawn app shell's tiles (apps/site global.css.ts), which
 * must come out the size of the page's.
 */
export const gameTileNameText = {
  paddingInline: vars.space.s2,
  color: vars.color.textPrimary,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightSemibold,
  lineHeight: vars.font.lineHeightTight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;
