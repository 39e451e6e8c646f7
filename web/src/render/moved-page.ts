import { fullTitle } from '../hooks/use-page-meta';
import { attribute } from './page-document';

export interface MovedPage {
  /** Where the record's page is now: `/subevent?header=Robo%20Carnival%202026`. */
  to: string;
  /** The record's title now, for the page's title and its one link. */
  title: string;
  /** The site's origin, for the canonical address. */
  origin: string;
}

/**
 * The file published at a renamed event's (or sub-event's) former address: it sends the
 * visitor on to the page's address now. The site is static files, so no server can answer a
 * 301; a refresh of no delay is followed by every browser, needs no script (the pages' policy
 * allows none inline), and replaces the old address in the history, so Back does not return
 * to it. The canonical address and `noindex` tell search engines to keep only the new one.
 */
export const movedDocument = ({ to, title, origin }: MovedPage) => {
  const canonical = new URL(to, origin).href;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${attribute(fullTitle(title))}</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${attribute(canonical)}" />
    <meta property="og:url" content="${attribute(canonical)}" />
    <meta http-equiv="refresh" content="0; url=${attribute(to)}" />
  </head>
  <body>
    <p>This page has moved to <a href="${attribute(to)}">${attribute(title)}</a>.</p>
  </body>
</html>
`;
};
