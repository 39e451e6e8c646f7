import { CLUB_NAME, SITE_DATA_PATH } from '@club/model';
import { fullTitle } from '../hooks/use-page-meta';
import { PAGE_DATA_ID } from '../lib/published-page';
import type { RenderedPage } from './render-page';

// index.html marks what a published page replaces: the head's page-specific part, the root.
const HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const ROOT = /<!--page-->[\s\S]*?<!--\/page-->/;

export const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script>: no `</script>` or `<!--` can end or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${attribute(content)}" />`;

export interface DocumentOptions {
  /** The built index.html: the app's code and styles, and the marks above. */
  template: string;
  /** The club's picture for pages without one of their own (a site path or none). */
  clubImage?: string;
}

/**
 * The HTML file of a published page: the built index.html with the page's content in its root,
 * its data for the browser, and a head of its own (title, description, canonical address,
 * Open Graph and Twitter card tags, schema.org data). Nothing in it asks the API.
 */
export function pageDocument({ html, meta: said, page }: RenderedPage, options: DocumentOptions) {
  if (!HEAD.test(options.template) || !ROOT.test(options.template))
    throw new Error('The site build has no <!--page-head--> or <!--page--> marks: rebuild it.');
  const absolute = (path: string) => new URL(path, page.origin).href;
  const title = fullTitle(said.title);
  const image = said.image ?? options.clubImage;
  const canonical = absolute(page.address);
  const head = [
    `<title>${attribute(title)}</title>`,
    meta('name', 'description', said.description),
    ...(page.notFound
      ? [meta('name', 'robots', 'noindex')]
      : [`<link rel="canonical" href="${attribute(canonical)}" />`]),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', CLUB_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', said.description),
    ...(said.alternate
      ? [
          `<link rel="alternate" type="${attribute(said.alternate.type)}" href="${attribute(absolute(said.alternate.href))}" />`,
        ]
      : []),
    ...(page.notFound ? [] : [meta('property', 'og:url', canonical)]),
    ...(image ? [meta('property', 'og:image', absolute(image))] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', said.description),
    ...(image ? [meta('name', 'twitter:image', absolute(image))] : []),
    ...(said.structuredData
      ? [
          `<script type="application/ld+json">${scriptJson({
            '@context': 'https://schema.org',
            ...said.structuredData,
            ...(typeof said.structuredData.image === 'string'
              ? { image: absolute(said.structuredData.image) }
              : {}),
          })}</script>`,
        ]
      : []),
  ].join('\n    ');
  const root = `<div id="root">${html}</div>\n    <script id="${PAGE_DATA_ID}" type="application/json">${scriptJson(page)}</script>`;
  const document = options.template.replace(HEAD, () => head).replace(ROOT, () => root);
  if (document.includes(SITE_DATA_PATH))
    throw new Error('A published page must not ask the API for the site data.');
  return document;
}
