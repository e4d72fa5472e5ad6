// A named import: the bundle carries the motion group only, not every primitive token.
import { motion } from '@playdeck/tokens/src/base/primitives.json';

type MotionName =
  | 'pressIn'
  | 'longPress'
  | 'fast'
  | 'page'
  | 'sheet'
  | 'bannerTransition'
  | 'bannerAutoplay'
  | 'carouselAutoplay'
  | 'tickerFrame'
  | 'smsTick'
  | 'toastDefault'
  | 'toastShort'
  | 'toastLong'
  | 'spin';

const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Motion tokens as milliseconds, for timers in components (autoplay, toasts, countdown ticks).
 * Read from the same DTCG source as the CSS variables, so both always agree.
 */
export const motionMs = Object.fromEntries(
  Object.entries(motion as Record<string, { $type?: string; $value?: unknown }>)
    .filter(([name, t]) => !name.startsWith('$') && t.$type === 'duration')
    .map(([name, t]) => [camel(name), Number.parseFloat(String(t.$value))]),
) as Record<MotionName, number>;
