import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered } from '../../theme/styleHelpers';

export const form = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    paddingInlineStart: vars.space.s12,
    borderRadius: vars.radius.full,
    background: vars.color.surface2,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    color: vars.color.textSecondary,
    fontFamily: vars.font.body,
    selectors: {
      '&:has(input:focus-visible)': focusRing(),
    },
  }),
);

export const input = style(
  layered({
    flex: 1,
    minWidth: 0,
    alignSelf: 'stretch',
    paddingInline: vars.space.s8,
    border: 'none',
    outline: 'none',
    background: 'transparent',
    color: vars.color.textPrimary,
    font: 'inherit',
    fontSize: vars.font.size16,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      // The clear button replaces the browser's own.
      '&::-webkit-search-cancel-button': { display: 'none' },
      '&::-webkit-search-decoration': { display: 'none' },
    },
  }),
);
