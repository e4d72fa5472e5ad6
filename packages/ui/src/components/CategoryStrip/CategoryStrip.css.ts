import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const strip = style(
  layered({
    // Positioned, so each tab's offsetLeft is measured from the strip itself.
    position: 'relative',
    display: 'flex',
    gap: vars.space.s8,
    paddingBlock: vars.space.s4,
    paddingInline: vars.space.s16,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    scrollPaddingInline: vars.space.s16,
    fontFamily: vars.font.body,
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  }),
);

export const tab = style(
  layered(pressable(), {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s2,
    flexShrink: 0,
    minWidth: `calc(${vars.size.touch} + ${vars.space.s20})`,
    minHeight: vars.size.touch,
    paddingBlock: vars.space.s8,
    paddingInline: vars.space.s12,
    border: 'none',
    borderRadius: vars.radius.md,
    background: vars.color.surface1,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    color: vars.color.textSecondary,
    font: 'inherit',
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightSemibold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[aria-selected="true"]': {
        background: vars.color.accent,
        boxShadow: vars.shadow.sm,
        color: vars.color.textOnAccent,
      },
      '&:focus-visible': focusRing(),
    },
  }),
);
