import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';

export const page = style({
  display: 'grid',
  // One column no wider than the page, whatever the rows' one-line texts would like.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s12,
  padding: vars.space.s16,
  paddingBlockEnd: vars.space.s32,
  maxWidth: vars.size.columnMax,
  marginInline: 'auto',
  width: '100%',
  boxSizing: 'border-box',
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s8,
});

export const itemHeader = style({ display: 'grid', gap: vars.space.s4, textAlign: 'start' });

export const itemTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  fontWeight: vars.font.weightSemibold,
  color: vars.color.textPrimary,
});

export const itemMeta = style({ color: vars.color.textMuted, fontSize: vars.font.size12 });

/** The dot before an unread item's title (its text equivalent is read out). */
export const unreadDot = style({
  flexShrink: 0,
  width: vars.space.s8,
  height: vars.space.s8,
  borderRadius: vars.radius.full,
  background: vars.color.badge,
});

export const content = style({
  color: vars.color.textSecondary,
  lineHeight: vars.font.lineHeightNormal,
  overflowWrap: 'anywhere',
});

export const form = style({ display: 'grid', gap: vars.space.s8 });

export const fieldLabel = style({
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightSemibold,
  color: vars.color.textPrimary,
});

export const pickerButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s8,
  minHeight: vars.size.touch,
  paddingInline: vars.space.s12,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface1,
  color: vars.color.textPrimary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&:focus-visible': focusRing(),
  },
});

export const placeholder = style({ color: vars.color.textMuted });

export const textarea = style({
  minHeight: `calc(${vars.size.touch} * 3)`,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface1,
  color: vars.color.textPrimary,
  font: 'inherit',
  fontSize: vars.font.size16,
  lineHeight: vars.font.lineHeightNormal,
  resize: 'vertical',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': focusRing(),
  },
});

export const counter = style({
  margin: 0,
  justifySelf: 'end',
  fontSize: vars.font.size12,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s8,
});

export const error = style({
  margin: 0,
  minHeight: vars.font.size14,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s4,
  color: vars.color.danger,
  fontSize: vars.font.size14,
});

export const notice = style({
  margin: 0,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  color: vars.color.textPrimary,
  fontSize: vars.font.size14,
});

/** The help centre's last word: where to ask what it does not answer. */
export const prompt = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.s8,
  marginBlockStart: vars.space.s16,
});

export const promptTitle = style({
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
});
