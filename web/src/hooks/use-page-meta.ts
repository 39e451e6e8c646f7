import { CLUB_NAME } from '@club/model';
import { useEffect } from 'react';

/**
 * Each route gets its own tab title and search snippet, so history entries, screen readers
 * and search engines can tell pages apart.
 */
export function usePageMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${CLUB_NAME}` : CLUB_NAME;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
