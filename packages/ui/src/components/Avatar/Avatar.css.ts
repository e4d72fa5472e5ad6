import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const avatar = style(
  layered({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    // The accent pair the primary button uses, so the initials' contrast is checked (contrast-pairs).
    background: `linear-gradient(135deg, ${vars.color.accent}, ${vars.color.accentPressed})`,
    color: vars.color.textOnAccent,
    boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.surface1}, 0 0 0 calc(${vars.size.focusRing} * 2) ${vars.color.accent}`,
    fontFamily: vars.font.body,
    fontWeight: vars.font.weightBold,
    userSelect: 'none',
  }),
);

export const size = styleVariants({
  sm: layered({ width: vars.size.iconLg, height: vars.size.iconLg, fontSize: vars.font.size12 }),
  md: layered({ width: vars.size.avatar, height: vars.size.avatar, fontSize: vars.font.size16 }),
  lg: layered({ width: vars.space.s64, height: vars.space.s64, fontSize: vars.font.size24 }),
});

export const image = style(
  layered({
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  }),
);
