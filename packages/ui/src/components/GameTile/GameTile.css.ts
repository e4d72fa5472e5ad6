import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { gameTileNameText } from './nameText';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const tile = style(
  layered({ position: 'relative', minWidth: 0, fontFamily: vars.font.body }),
);

export const launch = style(
  layered(pressable(), {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.s2,
    width: '100%',
    minWidth: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    // A long press opens the game's details, not the browser's text or image callout.
    WebkitTouchCallout: 'none',
    userSelect: 'none',
    selectors: {
      '&:focus-visible': focusRing(),
    },
  }),
);

export const art = style(
  layered({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '1',
    width: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    color: vars.color.textSecondary,
  }),
);

const gradient = (start: string, end: string) =>
  layered({
    backgroundColor: end,
    backgroundImage: `radial-gradient(120% 90% at 30% 10%, ${start}, ${end})`,
  });

/** The four theme gradients behind the artwork (tile tokens 1-4). */
export const theme = styleVariants({
  1: gradient(vars.color.tile1Start, vars.color.tile1End),
  2: gradient(vars.color.tile2Start, vars.color.tile2End),
  3: gradient(vars.color.tile3Start, vars.color.tile3End),
  4: gradient(vars.color.tile4Start, vars.color.tile4End),
});

export const image = style(
  layered({
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  }),
);

export const glyph = style(layered({ width: '40%', height: '40%', opacity: vars.opacity.glyph }));

export const hot = style(
  layered({
    position: 'absolute',
    top: 0,
    insetInlineStart: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s2,
    paddingBlock: vars.space.s2,
    paddingInline: vars.space.s8,
    borderEndEndRadius: vars.radius.sm,
    background: vars.color.hot,
    color: vars.color.textOnHot,
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightBold,
    letterSpacing: '0.04em',
    lineHeight: vars.font.lineHeightTight,
    textTransform: 'uppercase',
    boxShadow: vars.shadow.sm,
  }),
);

export const name = style(layered({ marginBlockStart: vars.space.s4, ...gameTileNameText }));

export const vendor = style(
  layered({
    paddingInline: vars.space.s2,
    color: vars.color.textMuted,
    fontSize: vars.font.size12,
    lineHeight: vars.font.lineHeightTight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);

/** A 44 px hit area on the artwork's top corner; the visible bubble inside is smaller. */
export const heart = style(
  layered({
    position: 'absolute',
    top: 0,
    insetInlineEnd: 0,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textPrimary,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': focusRing({ inset: true }),
      '&[aria-pressed="true"]': { color: vars.color.hot },
    },
  }),
);

export const heartBubble = style(
  layered(pressable({ scale: vars.interaction.pressedScaleIcon, when: `${heart}:active &` }), {
    display: 'grid',
    placeItems: 'center',
    width: vars.space.s32,
    height: vars.space.s32,
    borderRadius: vars.radius.full,
    background: vars.color.surface1,
    boxShadow: vars.shadow.sm,
  }),
);

/** Covers the square artwork so the free-play button can sit on its lower corner. */
export const freePlayArea = style(
  layered({
    position: 'absolute',
    top: 0,
    insetInlineStart: 0,
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'flex-end',
    width: '100%',
    aspectRatio: '1',
    pointerEvents: 'none',
  }),
);

/** A 44 px tall hit area; the visible pill inside is smaller. */
export const freePlay = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    minWidth: vars.size.touch,
    minHeight: vars.size.touch,
    paddingInline: vars.space.s4,
    border: 'none',
    background: 'transparent',
    color: vars.color.textPrimary,
    font: 'inherit',
    cursor: 'pointer',
    pointerEvents: 'auto',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': focusRing({ inset: true, radius: vars.radius.md }),
    },
  }),
);

export const freePlayPill = style(
  layered(pressable({ scale: vars.interaction.pressedScaleIcon, when: `${freePlay}:active &` }), {
    paddingBlock: vars.space.s2,
    paddingInline: vars.space.s8,
    borderRadius: vars.radius.full,
    background: vars.color.surface1,
    color: vars.color.textPrimary,
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightSemibold,
    lineHeight: vars.font.lineHeightTight,
    whiteSpace: 'nowrap',
    boxShadow: vars.shadow.sm,
  }),
);
