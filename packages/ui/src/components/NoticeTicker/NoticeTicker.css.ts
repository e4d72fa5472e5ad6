import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const root = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s4,
    minWidth: 0,
    minHeight: vars.size.touch,
    paddingInlineStart: vars.space.s12,
    borderRadius: vars.radius.md,
    background: vars.color.surface1,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    color: vars.color.textPrimary,
    fontFamily: vars.font.body,
    fontSize: vars.font.size14,
  }),
);

export const megaphone = style(
  layered({ color: vars.color.accentText, marginInlineEnd: vars.space.s4 }),
);

/** Clips the moving line; `overflow: clip` so focusing an item never scrolls it out of step. */
export const viewport = style(
  layered({
    position: 'relative',
    flex: 1,
    minWidth: 0,
    overflow: 'clip',
    maskImage: `linear-gradient(90deg, transparent, currentColor ${vars.space.s12}, currentColor calc(100% - ${vars.space.s12}), transparent)`,
    // The fade would hide a focus ring at the edges.
    selectors: { '&:focus-within': { maskImage: 'none' } },
  }),
);

/** Where the line enters (the viewport's width) and leaves (minus its own width), and for how long. */
export const fromVar = createVar();
export const toVar = createVar();
export const durationVar = createVar();
export const delayVar = createVar();

const scroll = keyframes({
  from: { transform: `translate3d(${fromVar}, 0, 0)` },
  to: { transform: `translate3d(${toVar}, 0, 0)` },
});

/** The moving line: a compositor animation of transform, paused in place, held by focus. */
export const track = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s48,
    paddingInline: vars.space.s12,
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-state="running"], &[data-state="paused"]': {
        animationName: scroll,
        animationDuration: durationVar,
        animationDelay: delayVar,
        animationTimingFunction: 'linear',
        animationIterationCount: 'infinite',
        willChange: 'transform',
      },
      '&[data-state="paused"]': { animationPlayState: 'paused' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[data-state]': { animationName: 'none' } },
      },
    },
  }),
);

export const item = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    maxWidth: '100%',
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.textPrimary,
    font: 'inherit',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing({ inset: true, radius: vars.radius.xs }),
    },
  }),
);

/** In the still variant one notice fills the bar (a 44 px link) and reads on two lines. */
export const stillItem = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    paddingInline: vars.space.s12,
    whiteSpace: 'normal',
    textAlign: 'start',
  }),
);

/** The notice's text: two lines at most, then an ellipsis; nothing of a third line shows. */
export const stillText = style(
  layered({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    lineHeight: vars.font.lineHeightTight,
    maxHeight: `calc(2em * ${vars.font.lineHeightTight})`,
  }),
);

export const placeholder = style(
  layered({
    display: 'block',
    paddingInline: vars.space.s12,
    color: vars.color.textMuted,
    lineHeight: vars.size.touch,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);

export const control = style(layered({ color: vars.color.textSecondary }));

export const download = style(
  layered(pressable(), {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s4,
    flexShrink: 0,
    minHeight: vars.size.touch,
    paddingInline: vars.space.s12,
    border: 'none',
    borderStartEndRadius: vars.radius.md,
    borderEndEndRadius: vars.radius.md,
    background: vars.color.accent,
    color: vars.color.textOnAccent,
    font: 'inherit',
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightBold,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing(),
    },
  }),
);
