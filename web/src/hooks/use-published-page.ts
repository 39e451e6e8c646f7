import { createContext, useContext } from 'react';
import type { PublishedPage } from '../lib/published-page';

/** The published page the visitor is on, while they are on it; none once they move on. */
export const PublishedPageContext = createContext<PublishedPage | undefined>(undefined);

export const usePublishedPage = () => useContext(PublishedPageContext);

/** The site's origin: the one the page was published for, so the server and browser agree. */
export const useSiteOrigin = () => usePublishedPage()?.origin ?? window.location.origin;
