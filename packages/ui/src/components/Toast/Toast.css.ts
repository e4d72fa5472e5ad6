import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

const rise = keyframes({
  from: { opacity: 0, transform: `translateY(50%) scale(${vars.interaction.enterScale})` },
});

export const viewport = style(
  layered({
    position: 'fixed',
    insetInline: 0,
    bottom: `calc(${vars.size.bottomNav} + ${vars.space.s16} + env(safe-area-inset-bottom))`,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.s8,
    margin: 0,
    padding: 0,
    paddingInline: vars.space.s24,
    listStyle: 'none',
    pointerEvents: 'none',
  }),
);

export const toastItem = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s8,
    maxWidth: `calc(${vars.size.columnMax} - ${vars.space.s48})`,
    paddingBlock: vars.space.s12,
    paddingInline: vars.space.s16,
    borderRadius: vars.radius.md,
    background: vars.color.surface3,
    color: vars.color.textPrimary,
    boxShadow: `${vars.shadow.md}, inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    fontFamily: vars.font.body,
    fontSize: vars.font.size14,
    fontWeight: vars.font.weightSemibold,
    lineHeight: vars.font.lineHeightNormal,
    animation: `${rise} ${vars.motion.fast} ${vars.motion.easeStandard}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const toneIcon = styleVariants(
  {
    neutral: vars.color.accentText,
    success: vars.color.success,
    warning: vars.color.warning,
    danger: vars.color.danger,
    info: vars.color.info,
  },
  (color) => layered({ color }),
);
