import { lazy, Suspense } from 'react';
import type { SafeHtmlProps } from './SafeHtml';

const Html = lazy(() => import('./SafeHtml').then((m) => ({ default: m.SafeHtml })));

/**
 * {@link SafeHtml} with its sanitiser (DOMPurify, about 11 kB gzip) loaded on demand: for HTML
 * that is not needed before the page is usable, such as the collapsed news on home.
 */
export function LazySafeHtml(props: SafeHtmlProps) {
  const { as: Tag = 'div', className } = props;
  return (
    <Suspense fallback={<Tag className={className} />}>
      <Html {...props} />
    </Suspense>
  );
}
