import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered } from '../../theme/styleHelpers';

export const list = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s4,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const option = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s12,
    width: '100%',
    minHeight: vars.size.touch,
    paddingBlock: vars.space.s8,
    paddingInline: vars.space.s12,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textPrimary,
    fontFamily: vars.font.body,
    fontSize: vars.font.size16,
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:active': { background: vars.color.surface2 },
      '&[aria-pressed="true"]': {
        background: vars.color.surface2,
        color: vars.color.accentText,
        fontWeight: vars.font.weightSemibold,
        boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.accent}`,
      },
      '&:focus-visible': focusRing({ inset: true }),
      '&:disabled': { opacity: vars.interaction.disabledOpacity, cursor: 'not-allowed' },
    },
  }),
);

export const text = style(
  layered({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }),
);

export const description = style(
  layered({
    color: vars.color.textSecondary,
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightRegular,
  }),
);

export const check = style(layered({ color: vars.color.accentText }));
