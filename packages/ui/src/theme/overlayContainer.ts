import { createContext, useContext } from 'react';

/**
 * Where dialogs, sheets and side panels render: `document.body` unless a provider names an
 * element. Storybook's "Every skin" grid gives each skin x mode frame its own, so an overlay shows
 * in every skin, not only in the one on <html>. The site provides none.
 */
export const OverlayContainer = createContext<HTMLElement | null>(null);

/** The element overlays portal into, or undefined for document.body. */
export const useOverlayContainer = () => useContext(OverlayContainer) ?? undefined;
