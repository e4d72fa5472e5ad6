import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s16,
  paddingInline: vars.space.s16,
  paddingBlock: vars.space.s16,
  minWidth: 0,
});

/** The promotion picture in a fixed 12:5 box, so nothing shifts when it arrives. */
export const cover = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '12 / 5',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
});

export const coverImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const header = style({
  display: 'grid',
  gap: vars.space.s8,
  minWidth: 0,
  textAlign: 'start',
});

export const title = style({
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.textPrimary,
});

export const dates = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s4,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightRegular,
});

export const content = style({
  display: 'grid',
  gap: vars.space.s12,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
  lineHeight: vars.font.lineHeightNormal,
  overflowWrap: 'anywhere',
});

export const detailTitle = style({
  margin: 0,
  fontSize: vars.font.size20,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

/** A titled block of a promotion page: the shared page card. */
export { card as section } from '../../shell/sections.css';

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
});

export const field = style({ display: 'grid', gap: vars.space.s4 });

export const label = style({ fontSize: vars.font.size14, fontWeight: vars.font.weightSemibold });

export const textarea = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: `calc(${vars.space.s64} + ${vars.space.s32})`,
  padding: vars.space.s12,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  color: vars.color.textPrimary,
  font: 'inherit',
  fontSize: vars.font.size16,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': focusRing(),
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const fieldFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s8,
  fontSize: vars.font.size12,
  color: vars.color.textSecondary,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size14 });

export const files = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.s8,
  paddingInlineStart: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
});

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size14,
});

/** The native file input hides behind its label, which looks like a secondary button. */
export const fileInput = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  opacity: 0,
  overflow: 'hidden',
});

export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s8,
  minHeight: vars.size.touch,
  paddingInline: vars.space.s16,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  color: vars.color.textPrimary,
  fontWeight: vars.font.weightSemibold,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: focusRing(),
  },
});

export const status = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
});

export const applications = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const applicationRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s8,
  fontSize: vars.font.size14,
});

/** Side-by-side actions (log in, sign up) that wrap on a small phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s8 });
