import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const root = style(
  layered({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.s4,
    paddingBlock: vars.space.s12,
    paddingInline: vars.space.s16,
    borderRadius: vars.radius.lg,
    background: `linear-gradient(180deg, ${vars.color.surface2}, ${vars.color.surface1})`,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} color-mix(in srgb, ${vars.color.accent} 45%, transparent), ${vars.shadow.md}`,
    fontFamily: vars.font.numeric,
  }),
);

export const caption = style(
  layered({
    color: vars.color.accentText,
    fontFamily: vars.font.body,
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightBold,
    letterSpacing: '0.16em',
    textTransform: 'uppercase',
  }),
);

export const figure = style(
  layered({
    display: 'inline-flex',
    alignItems: 'flex-start',
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.font.lineHeightTight,
    whiteSpace: 'nowrap',
  }),
);

export const figureSize = styleVariants({ md: vars.font.size24, lg: vars.font.size32 }, (size) =>
  layered({ fontSize: size }),
);

const lineHeight = `calc(1em * ${vars.font.lineHeightTight})`;

/** Gold gradient text from the jackpot tokens, repeated a line at a time so each glyph has it. */
const goldText = {
  color: vars.color.jackpotEnd,
  backgroundImage: `linear-gradient(180deg, ${vars.color.jackpotStart} 20%, ${vars.color.jackpotEnd} 80%)`,
  backgroundSize: `100% ${lineHeight}`,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  WebkitTextFillColor: 'transparent',
} as const;

export const gold = style(layered({ display: 'block', height: lineHeight, ...goldText }));

export const symbol = style(layered({ marginInlineEnd: 0 }));

/** The figure's line while the amount is on its way: as high as the digits, about as wide. */
export const figurePlaceholder = style(
  layered({ display: 'block', height: lineHeight, width: '9em' }),
);

/** One digit's window: a single line high, clipping the strip of 0-9 behind it. */
export const column = style(
  layered({
    display: 'inline-block',
    height: lineHeight,
    overflow: 'hidden',
  }),
);

/** Twenty lines (0-9 twice) so an increase can roll forward through 9 -> 0. Moves by transform only. */
export const strip = style(
  layered({
    display: 'block',
    whiteSpace: 'pre',
    ...goldText,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.bannerTransition,
    transitionTimingFunction: vars.motion.easeStandard,
    willChange: 'transform',
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  }),
);

export const still = style(layered({ transitionDuration: '0s', willChange: 'auto' }));
