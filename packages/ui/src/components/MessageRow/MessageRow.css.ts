import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const row = style(
  layered(pressable({ scale: vars.interaction.pressedScaleRow }), {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s12,
    boxSizing: 'border-box',
    width: '100%',
    minHeight: `calc(${vars.size.touch} + ${vars.space.s12})`,
    paddingBlock: vars.space.s8,
    paddingInline: vars.space.s16,
    border: 'none',
    borderRadius: vars.radius.md,
    background: vars.color.surface1,
    color: vars.color.textPrimary,
    font: 'inherit',
    fontFamily: vars.font.body,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': focusRing(),
    },
  }),
);

export const icon = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: vars.size.avatar,
    height: vars.size.avatar,
    borderRadius: vars.radius.md,
    background: vars.color.surface3,
    color: vars.color.accentText,
  }),
);

export const text = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s2,
    flex: 1,
    minWidth: 0,
  }),
);

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export const title = style(
  layered({ ...oneLine, fontSize: vars.font.size16, fontWeight: vars.font.weightSemibold }),
);

export const subtitle = style(
  layered({ ...oneLine, color: vars.color.textSecondary, fontSize: vars.font.size12 }),
);

export const chevron = style(layered({ color: vars.color.textMuted }));
