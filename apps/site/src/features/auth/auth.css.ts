import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';

/** One column of form, centred on wide screens. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s16,
  padding: vars.space.s16,
  paddingBlockEnd: vars.space.s32,
  maxWidth: vars.size.columnMax,
  marginInline: 'auto',
  width: '100%',
  boxSizing: 'border-box',
});

export const intro = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
  lineHeight: vars.font.lineHeightNormal,
});

export const form = style({ display: 'grid', gap: vars.space.s12 });

/** Remember-password and forgot link on one line. */
export const optionsRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s12,
  flexWrap: 'wrap',
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.accentText,
  fontWeight: vars.font.weightSemibold,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing({ radius: vars.radius.xs }),
});

/** A link-looking button inside running text (the terms). */
export const inlineButton = style([
  textLink,
  {
    minHeight: 'auto',
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
    display: 'inline',
  },
]);

export const prompt = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textSecondary,
  display: 'flex',
  gap: vars.space.s4,
  justifyContent: 'center',
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
  color: vars.color.textMuted,
  fontSize: vars.font.size14,
  '::before': {
    content: '""',
    flex: 1,
    borderTop: `${vars.size.hairline} solid ${vars.color.divider}`,
  },
  '::after': {
    content: '""',
    flex: 1,
    borderTop: `${vars.size.hairline} solid ${vars.color.divider}`,
  },
});

/** The icons' row, one icon high before they arrive too. */
export const social = style({
  display: 'flex',
  gap: vars.space.s16,
  justifyContent: 'center',
  minHeight: vars.size.touch,
});

export const terms = style({
  display: 'grid',
  gap: vars.space.s12,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
  lineHeight: vars.font.lineHeightNormal,
  maxHeight: '60vh',
  overflowY: 'auto',
});

export const toggleMore = style({ justifySelf: 'start' });

/** Registration's announcements (m_reg): above the form, or last on the page when they come late. */
export const news = style({ display: 'grid', gap: vars.space.s12 });

export const newsContent = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
  lineHeight: vars.font.lineHeightNormal,
});

/** While the provider's answer is exchanged: a spinner and its sentence, centred. */
export const waiting = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.s12,
  paddingBlock: vars.space.s32,
});

/** Two ways on, side by side where they fit. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s12,
  justifyContent: 'center',
});

/** A registration banner: the full column wide, in the banners' shape. */
export const newsBanner = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '12 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});

export const newsLink = style({
  display: 'block',
  borderRadius: vars.radius.lg,
  ':focus-visible': focusRing(),
});
