import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const nav = style(
  layered({
    boxSizing: 'content-box',
    height: vars.size.bottomNav,
    paddingBottom: 'env(safe-area-inset-bottom, 0)',
    background: vars.color.surface1,
    boxShadow: `inset 0 ${vars.size.hairline} 0 ${vars.color.border}`,
    fontFamily: vars.font.body,
  }),
);

/** Pinned to the bottom of the centred column, above page content. */
export const fixed = style(
  layered({
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: vars.zIndex.nav,
    maxWidth: vars.size.columnMax,
    marginInline: 'auto',
  }),
);

export const list = style(
  layered({
    display: 'flex',
    height: '100%',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const cell = style(layered({ flex: '1 1 0', minWidth: 0 }));

export const item = style(
  layered({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s2,
    boxSizing: 'border-box',
    width: '100%',
    height: '100%',
    minHeight: vars.size.touch,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.textSecondary,
    font: 'inherit',
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightSemibold,
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[aria-current="page"]': { color: vars.color.accentText },
      '&:focus-visible': focusRing({ inset: true, radius: vars.radius.sm }),
    },
  }),
);

/** A short gold bar over the active item; grows in by transform. */
export const indicator = style(
  layered({
    position: 'absolute',
    top: 0,
    insetInline: '30%',
    height: vars.space.s2,
    borderEndStartRadius: vars.radius.full,
    borderEndEndRadius: vars.radius.full,
    background: vars.color.accent,
    transform: 'scaleX(0)',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easeStandard,
    selectors: { [`${item}[aria-current="page"] &`]: { transform: 'scaleX(1)' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  }),
);

export const glyph = style(
  layered(pressable({ scale: vars.interaction.pressedScaleIcon, when: `${item}:active &` }), {
    position: 'relative',
    display: 'inline-flex',
  }),
);

export const label = style(
  layered({
    maxWidth: '100%',
    paddingInline: vars.space.s2,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);
