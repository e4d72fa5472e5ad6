import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s2,
    minWidth: 0,
    margin: 0,
    fontFamily: vars.font.body,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const greeting = style(
  layered({
    color: vars.color.textSecondary,
    fontSize: vars.font.size14,
    fontWeight: vars.font.weightRegular,
  }),
);

export const name = style(
  layered({
    color: vars.color.textPrimary,
    fontSize: vars.font.size20,
    fontWeight: vars.font.weightBold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);
