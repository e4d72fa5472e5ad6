import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const badge = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: vars.space.s20,
    height: vars.space.s20,
    paddingInline: vars.space.s4,
    borderRadius: vars.radius.full,
    background: vars.color.badge,
    color: vars.color.textOnBadge,
    fontFamily: vars.font.numeric,
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  }),
  variants: {
    placement: {
      /** In the flow of text, e.g. at the end of a row. */
      inline: {},
      /** On the top-right corner of the nearest positioned ancestor (an icon, an avatar). */
      corner: layered({
        position: 'absolute',
        top: 0,
        insetInlineEnd: 0,
        transform: 'translate(40%, -30%)',
        boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.surface1}`,
      }),
    },
  },
  defaultVariants: { placement: 'inline' },
});
