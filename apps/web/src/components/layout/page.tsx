import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * A routed page: sets the tab title ("<title> · <team>") and renders the page heading.
 * Feature routes wrap their content in it.
 */
export function Page({
  title,
  heading,
  actions,
  children,
  className,
}: {
  /** The page's title for the tab (and the heading, unless `heading` is given). */
  title: string;
  heading?: ReactNode;
  /** Buttons or links shown beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  useDocumentTitle(title);
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <div className="page__header">
        <h1 className="page__title">{heading ?? title}</h1>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
