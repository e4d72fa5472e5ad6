// Style helpers: the pieces every component's styles repeat, written once (decision 096). Each
// returns a plain vanilla-extract style object, so it goes inside style(), recipe() or a selector.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { uiLayer } from './layers.css';

type Block = Record<string, unknown>;
const isBlock = (v: unknown): v is Block => typeof v === 'object' && v !== null;

/** Objects whose keys are selectors or conditions: merged key by key, not replaced. */
const NESTED = new Set(['selectors', '@media', '@supports', '@container']);

function merge(rules: StyleRule[]): StyleRule {
  const out: Block = {};
  for (const rule of rules) {
    for (const [key, value] of Object.entries(rule)) {
      const had = out[key];
      if (NESTED.has(key) && isBlock(had) && isBlock(value)) {
        const nested: Block = { ...had };
        for (const [inner, block] of Object.entries(value)) {
          const before = nested[inner];
          nested[inner] = isBlock(before) && isBlock(block) ? { ...before, ...block } : block;
        }
        out[key] = nested;
      } else {
        out[key] = value;
      }
    }
  }
  return out as StyleRule;
}

/**
 * The rules inside the library's cascade layer (`uiLayer`), so a consumer's own CSS wins without
 * specificity fights. Several rules merge in order (later wins; `selectors` and `@media` merge by
 * key): `style(layered(pressable(), { display: 'flex' }))`.
 */
export function layered(...rules: StyleRule[]): StyleRule {
  return { '@layer': { [uiLayer]: merge(rules) } };
}

interface FocusRingOptions {
  /** Draw the ring inside the box (for boxes flush with an edge or clipped by a scroller). */
  inset?: boolean;
  /** Gap between the box and the ring; default `vars.space.s2`; `null` leaves outline-offset unset. */
  offset?: string | null;
  /** Round the ring where the focused box itself is square. */
  radius?: string;
}

/**
 * The keyboard focus ring (focus-ring size and colour tokens), for a `:focus-visible` (or
 * `:has(input:focus-visible)`) selector: `'&:focus-visible': focusRing({ inset: true })`.
 */
export function focusRing({
  inset = false,
  offset = vars.space.s2,
  radius,
}: FocusRingOptions = {}) {
  const ring: { outline: string; outlineOffset?: string; borderRadius?: string } = {
    outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  };
  if (inset) ring.outlineOffset = `calc(-1 * ${vars.size.focusRing})`;
  else if (offset !== null) ring.outlineOffset = offset;
  if (radius) ring.borderRadius = radius;
  return ring;
}

interface PressableOptions {
  /** The scale while held: `vars.interaction.pressedScale` (default), `…Row` or `…Icon`. */
  scale?: string;
  /** When it is held; default `&:active`. A child scaled by its control: `${control}:active &`. */
  when?: string;
}

/**
 * Shrinks a control while it is held, at the press-in speed (none under reduced motion):
 * `style(layered(pressable(), { … }))`.
 */
export function pressable({
  scale = vars.interaction.pressedScale,
  when = '&:active',
}: PressableOptions = {}): StyleRule {
  return {
    transitionProperty: 'transform',
    transitionDuration: vars.motion.pressIn,
    transitionTimingFunction: vars.motion.easeStandard,
    selectors: { [when]: { transform: `scale(${scale})` } },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  };
}
