import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const bar = style(
  layered({
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.header,
    display: 'grid',
    // Equal side columns keep the title centred; a side with more controls than its half takes
    // what it needs and the title gives way (it ends in an ellipsis), never overlapping them.
    gridTemplateColumns: 'minmax(min-content, 1fr) minmax(0, auto) minmax(min-content, 1fr)',
    alignItems: 'center',
    minHeight: vars.size.header,
    paddingTop: 'env(safe-area-inset-top)',
    paddingInline: vars.space.s4,
    background: vars.color.surface1,
    color: vars.color.textPrimary,
    boxShadow: `inset 0 calc(-1 * ${vars.size.hairline}) 0 ${vars.color.border}`,
    fontFamily: vars.font.body,
  }),
);

export const start = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifySelf: 'start',
    minWidth: vars.size.touch,
  }),
);

export const end = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s4,
    justifySelf: 'end',
    minWidth: vars.size.touch,
  }),
);

export const title = style(
  layered({
    margin: 0,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: vars.font.size18,
    fontWeight: vars.font.weightBold,
    textAlign: 'center',
  }),
);
