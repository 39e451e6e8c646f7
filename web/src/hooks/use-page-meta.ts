import { CLUB_NAME } from '@club/model';
import { createContext, useContext, useEffect } from 'react';
import { PAGES, type SitePage } from '../config/pages';

/** What a page says of itself beyond its content: its title, snippet, picture and data. */
export interface PageMeta {
  /** Before '| DIU Robotics Club'; none for the home page. */
  title: string | undefined;
  description: string;
  /** The page's own picture (a site path) for link previews; none: the club's. */
  image?: string;
  /** schema.org data about what the page shows (JSON-LD). */
  structuredData?: Record<string, unknown>;
  /** The same thing in a form for machines (a certificate's signed credential): a site path. */
  alternate?: { type: string; href: string };
}

/**
 * Set only while a page is published: each page's meta is handed to it as the page renders,
 * to go in the document's head. In the browser there is none, and the effect below does it.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | undefined>(undefined);

export const fullTitle = (title: string | undefined) =>
  title ? `${title} | ${CLUB_NAME}` : CLUB_NAME;

/**
 * Each route gets its own tab title and search snippet, so history entries, screen readers
 * and search engines can tell pages apart. A page without a description of its own gets the
 * club's, not the one of the page visited before.
 */
export function usePageMeta(
  title: string | undefined,
  description: string = PAGES.home.description,
  more: Pick<PageMeta, 'image' | 'structuredData' | 'alternate'> = {},
) {
  useContext(PageMetaCollector)?.({ title, description, ...more });
  useEffect(() => {
    document.title = fullTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

/** A page of the table (config/pages.ts) names itself as the table says. */
export const useSitePageMeta = (
  page: SitePage,
  more: Pick<PageMeta, 'image' | 'structuredData'> = {},
) => usePageMeta(page.title, page.description, more);
