import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.s8,
    paddingBlock: vars.space.s40,
    paddingInline: vars.space.s24,
    textAlign: 'center',
    fontFamily: vars.font.body,
  }),
);

export const glyph = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.s64,
    height: vars.space.s64,
    marginBlockEnd: vars.space.s8,
    borderRadius: vars.radius.full,
    background: vars.color.surface2,
    color: vars.color.accentText,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
  }),
);

export const glyphIcon = style(
  layered({ width: vars.space.s32, height: vars.space.s32, strokeWidth: 1.5 }),
);

export const title = style(
  layered({
    margin: 0,
    color: vars.color.textPrimary,
    fontSize: vars.font.size16,
    fontWeight: vars.font.weightBold,
  }),
);

export const hint = style(
  layered({
    margin: 0,
    maxWidth: `calc(${vars.size.columnMax} * 0.6)`,
    color: vars.color.textSecondary,
    fontSize: vars.font.size14,
    lineHeight: vars.font.lineHeightNormal,
  }),
);

export const action = style(layered({ marginBlockStart: vars.space.s12 }));
