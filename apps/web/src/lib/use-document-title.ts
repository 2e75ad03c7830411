import { useEffect } from 'react';
import { useConfig } from './config';

/** Sets the browser tab title to "<page title> · <team name>". */
export function useDocumentTitle(pageTitle: string): void {
  const { teamName } = useConfig();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${teamName}` : teamName;
  }, [pageTitle, teamName]);
}
