import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@playdeck/ui';

/** A path of this site (not another origin, not a `mailto:` or `tel:` address). */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The link every ui component draws (`LinkProvider`): a real `<a href>`. Paths of this site go
 * through the router on a plain tap; other addresses and new-tab links stay plain anchors.
 */
export function SiteLink({ href, target, children, ...rest }: LinkComponentProps) {
  if (isSitePath(href) && (target === undefined || target === '_self')) {
    return (
      <Link to={href} target={target} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target={target} {...rest}>
      {children}
    </a>
  );
}
