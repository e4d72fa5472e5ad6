import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

/** What a link component receives: an anchor's attributes with a required `href`. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Renders every link the components draw (a router's link in an app, a plain anchor by default). */
export type LinkComponent = (props: LinkComponentProps) => ReactNode;

function PlainLink({ children, ...rest }: LinkComponentProps) {
  return <a {...rest}>{children}</a>;
}

const LinkContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /** The app's link, e.g. one that hands same-site paths to its router. */
  component: LinkComponent;
  children: ReactNode;
}

/**
 * Tells every component which link to draw. Components that go somewhere take an `href` and render
 * a real `<a href>` through it: announced as a link, long-pressable, openable in a new tab, and
 * still navigated by the app's router on a plain tap.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/**
 * A link drawn by the nearest `LinkProvider`'s component (a plain anchor without one). Every
 * component that goes somewhere renders this.
 */
export function AppLink(props: LinkComponentProps) {
  // The provider's component is one stable function for the app's life, not made in this render.
  return createElement(useContext(LinkContext), props);
}
