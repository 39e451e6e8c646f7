import { CLUB_NAME } from '@club/model';
import { useEffect } from 'react';
import { PAGES, type SitePage } from '../config/pages';

/**
 * Each route gets its own tab title and search snippet, so history entries, screen readers
 * and search engines can tell pages apart. A page without a description of its own gets the
 * club's, not the one of the page visited before.
 */
export function usePageMeta(
  title: string | undefined,
  description: string = PAGES.home.description,
) {
  useEffect(() => {
    document.title = title ? `${title} | ${CLUB_NAME}` : CLUB_NAME;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

/** A page of the table (config/pages.ts) names itself as the table says. */
export const useSitePageMeta = (page: SitePage) => usePageMeta(page.title, page.description);
