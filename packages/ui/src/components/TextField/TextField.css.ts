import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered } from '../../theme/styleHelpers';

export const field = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s4,
    minWidth: 0,
    fontFamily: vars.font.body,
  }),
);

export const label = style(
  layered({
    fontSize: vars.font.size14,
    fontWeight: vars.font.weightSemibold,
    color: vars.color.textSecondary,
  }),
);

export const box = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    background: vars.color.surface2,
    borderRadius: vars.radius.md,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    color: vars.color.textPrimary,
    overflow: 'hidden',
    selectors: {
      '&:has(input:focus-visible, textarea:focus-visible)': focusRing(),
      '&[data-invalid]': {
        boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.danger}`,
      },
      '&[data-disabled]': { opacity: vars.interaction.disabledOpacity },
    },
  }),
);

export const prefix = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    alignSelf: 'stretch',
    gap: vars.space.s4,
    paddingInline: vars.space.s12,
    color: vars.color.textSecondary,
    fontSize: vars.font.size16,
    fontVariantNumeric: 'tabular-nums',
    borderInlineEnd: `${vars.size.hairline} solid ${vars.color.border}`,
    whiteSpace: 'nowrap',
  }),
);

export const input = style(
  layered({
    flex: 1,
    minWidth: 0,
    alignSelf: 'stretch',
    paddingInline: vars.space.s12,
    border: 'none',
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    // 16 px keeps iOS Safari from zooming into the field.
    fontSize: vars.font.size16,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed' },
      '&[readonly]': { color: vars.color.textSecondary },
    },
  }),
);

export const end = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    alignSelf: 'stretch',
    flexShrink: 0,
  }),
);

export const hint = style(
  layered({ margin: 0, fontSize: vars.font.size12, color: vars.color.textSecondary }),
);

export const error = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s4,
    margin: 0,
    fontSize: vars.font.size14,
    color: vars.color.danger,
    selectors: { '&:empty': { display: 'none' } },
  }),
);
