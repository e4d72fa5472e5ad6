import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { uiLayer } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [uiLayer]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.s8,
      minWidth: 0,
      minHeight: vars.size.touch,
      color: vars.color.textPrimary,
      textDecoration: 'none',
      borderRadius: vars.radius.sm,
      WebkitTapHighlightColor: 'transparent',
      selectors: {
        '&:focus-visible': {
          outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
          outlineOffset: vars.space.s2,
        },
      },
    },
  },
});

/** The avatar's box with the progress ring drawn around it. */
export const ring = style({
  '@layer': {
    [uiLayer]: {
      position: 'relative',
      display: 'inline-grid',
      placeItems: 'center',
      flexShrink: 0,
      width: `calc(${vars.size.avatar} + ${vars.space.s8})`,
      height: `calc(${vars.size.avatar} + ${vars.space.s8})`,
    },
  },
});

export const ringArt = style({
  '@layer': {
    [uiLayer]: {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      transform: 'rotate(-90deg)',
      fill: 'none',
      strokeWidth: vars.size.focusRing,
    },
  },
});

export const ringTrack = style({
  '@layer': { [uiLayer]: { stroke: vars.color.surface3 } },
});

export const ringFill = style({
  '@layer': { [uiLayer]: { stroke: vars.color.accent, strokeLinecap: 'round' } },
});

export const avatar = style({ '@layer': { [uiLayer]: { position: 'relative' } } });

export const text = style({
  '@layer': {
    [uiLayer]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.s2,
      flex: 1,
      minWidth: 0,
      fontFamily: vars.font.body,
      lineHeight: vars.font.lineHeightTight,
    },
  },
});

export const name = style({
  '@layer': {
    [uiLayer]: {
      fontSize: vars.font.size14,
      fontWeight: vars.font.weightBold,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  },
});

export const rank = style({
  '@layer': {
    [uiLayer]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.s4,
      minWidth: 0,
      color: vars.color.accentText,
      fontSize: vars.font.size12,
      fontWeight: vars.font.weightBold,
      whiteSpace: 'nowrap',
    },
  },
});

export const label = style({
  '@layer': { [uiLayer]: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' } },
});

export const percent = style({
  '@layer': {
    [uiLayer]: {
      flexShrink: 0,
      color: vars.color.textSecondary,
      fontFamily: vars.font.numeric,
      fontVariantNumeric: 'tabular-nums',
    },
  },
});
