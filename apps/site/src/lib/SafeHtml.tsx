import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the operator (notice, help entry, promotion body). */
  html: string | null | undefined;
  /** Element to render; a `div` unless the content sits inside a paragraph. */
  as?: 'div' | 'section' | 'article' | 'span';
}

/** Renders server HTML after sanitising it; the only place the site sets inner HTML. */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
