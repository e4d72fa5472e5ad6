import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const mask = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.loading,
    background: vars.color.overlay,
    animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easeStandard}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const card = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.loading,
    margin: 'auto',
    width: 'fit-content',
    height: 'fit-content',
    minWidth: `calc(${vars.size.touch} * 3)`,
    maxWidth: `calc(100% - ${vars.space.s64})`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.s12,
    padding: vars.space.s24,
    borderRadius: vars.radius.lg,
    background: vars.color.surface2,
    color: vars.color.accentText,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.body,
    outline: 'none',
    animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easeStandard}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const message = style(
  layered({
    margin: 0,
    color: vars.color.textPrimary,
    fontSize: vars.font.size14,
    fontWeight: vars.font.weightSemibold,
    textAlign: 'center',
  }),
);
