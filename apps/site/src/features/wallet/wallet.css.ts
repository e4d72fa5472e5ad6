import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';
import { card, page, heading, muted } from '../../shell/sections.css';

export { card, page, heading, muted };

export const fieldset = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  marginBottom: vars.space.s8,
  padding: 0,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightBold,
});

/** A channel choice: a native radio in a 44 px row. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
  minHeight: vars.size.touch,
  paddingInline: vars.space.s12,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  background: vars.color.surface1,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent },
    '&:has(input:focus-visible)': focusRing(),
  },
});

export const choiceGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s8,
});

export const choiceText = style({
  display: 'grid',
  gap: vars.space.s2,
  minWidth: 0,
});

export const choiceName = style({ fontWeight: vars.font.weightBold });

export const quickAmounts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s8,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.s8,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.font.size12,
  fontWeight: vars.font.weightBold,
});

/** The game wallets to choose from, one per row (names run long). */
export const walletList = style({ display: 'grid', gap: vars.space.s8 });

/** What the last transfer did, until the next one. */
export const done = style({
  margin: 0,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  borderInlineStart: `${vars.space.s4} solid ${vars.color.success}`,
  fontWeight: vars.font.weightBold,
});
