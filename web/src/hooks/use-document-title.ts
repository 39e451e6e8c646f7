import { useEffect } from 'react';
import { SITE_NAME } from '../config/site';

/** Each route gets its own tab title, so history entries and screen readers can tell pages apart. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} | ${SITE_NAME}` : SITE_NAME;
  }, [page]);
}
