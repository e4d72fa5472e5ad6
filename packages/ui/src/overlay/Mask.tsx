import * as RadixDialog from '@radix-ui/react-dialog';

/**
 * The mask behind a modal panel. Radix closes a panel on a tap outside it, but listens for that
 * tap only from the task after the panel opened; a busy phone runs input first, so a quick tap on
 * the mask was lost. With `onTap`, the mask's own click closes the panel too.
 */
export function Mask({ className, onTap }: { className: string; onTap?: () => void }) {
  return <RadixDialog.Overlay className={className} data-testid="overlay-mask" onClick={onTap} />;
}
