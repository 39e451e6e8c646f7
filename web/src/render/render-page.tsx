import type { PublicCertificate, SiteData } from '@club/model';
import { prerender } from 'react-dom/static';
import { loadEveryPage } from '../app/routes';
import { Site } from '../app/Site';
import { PageMetaCollector, type PageMeta } from '../hooks/use-page-meta';
import type { PublishedPage } from '../lib/published-page';

export interface PageToRender {
  address: string;
  origin: string;
  /** The whole site's data; the page keeps of it only what it shows. */
  site: SiteData;
  certificate?: PublicCertificate;
  notFound?: boolean;
}

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  meta: PageMeta;
  /** The data the browser takes the page over with: the records it read, no others. */
  page: PublishedPage;
}

/**
 * Renders one page of the site as the browser would, with the site's own components, waiting
 * for every part (the page's code included) to be there. Which of the site's lists the page
 * reads is noted as it renders, so the page carries those and no others.
 */
export async function renderPage({ site, ...page }: PageToRender): Promise<RenderedPage> {
  await loadEveryPage();
  const read = new Set<string>();
  const watched = new Proxy(site, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  let meta: PageMeta | undefined;
  const failures: unknown[] = [];
  const url = new URL(page.address, page.origin);
  const { prelude } = await prerender(
    <PageMetaCollector value={(said) => (meta = said)}>
      <Site
        page={{ ...page, site: watched }}
        location={{ pathname: url.pathname, search: url.search, hash: '' }}
      />
    </PageMetaCollector>,
    {
      onError: (error) => void failures.push(error),
      // Whole: React would otherwise send a large part later, with a script to put it in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (failures.length > 0)
    throw new Error(`${page.address} could not be rendered: ${String(failures[0])}`, {
      cause: failures[0],
    });
  if (!meta) throw new Error(`${page.address} rendered no page title: its page must set one.`);
  const shown = Object.fromEntries([...read].filter((k) => k in site).map((k) => [k, site[k]!]));
  return { html, meta, page: { ...page, site: shown } };
}
