import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

/** Read by assistive technology, not drawn. */
export const visuallyHidden = style(
  layered({
    position: 'absolute',
    width: vars.size.hairline,
    height: vars.size.hairline,
    margin: `calc(-1 * ${vars.size.hairline})`,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);
