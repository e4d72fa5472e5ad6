import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** The room a block below the fold keeps until it is drawn: about a row of tiles under a title. */
export const reserve = style({ minHeight: `calc(${vars.size.touch} * 4)` });
