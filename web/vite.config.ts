import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';

/** The address the site is published at, for the sitemap; the deploy sets it per stage. */
const siteUrl = (process.env.PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/** robots.txt and sitemap.xml as real files of the build, so search engines get them, not the app. */
const searchEngineFiles = (): Plugin => ({
  name: 'club-search-engine-files',
  async generateBundle() {
    // Through Vite's module runner: the page table imports the model, which is TypeScript that
    // the config loader would hand to Node untranslated.
    const { module } = await runnerImport<typeof import('./src/config/pages.ts')>(
      new URL('./src/config/pages.ts', import.meta.url).pathname,
      { configFile: false },
    );
    const urls = module.INDEXED_PAGES.map(
      ({ path }) => `  <url><loc>${siteUrl}${path}</loc></url>`,
    ).join('\n');
    this.emitFile({
      type: 'asset',
      fileName: 'sitemap.xml',
      source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    });
    this.emitFile({
      type: 'asset',
      fileName: 'robots.txt',
      source: `User-agent: *\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
    });
  },
});

/**
 * index.html made for pages that arrive whole. The stylesheet goes inside it, so every page (each made from it at publish time) paints
 * styled from its own HTML, without waiting for another file first: on a phone's connection
 * the round trip for a linked stylesheet was most of the time to the first paint.
 */
const inlineStylesheet = (): Plugin => ({
  name: 'club-inline-stylesheet',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const page = bundle['index.html'];
    if (page?.type !== 'asset' || typeof page.source !== 'string') return;
    for (const [name, file] of Object.entries(bundle)) {
      if (file.type !== 'asset' || !name.endsWith('.css')) continue;
      const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${name}"[^>]*>`);
      if (!link.test(page.source)) continue;
      page.source = page.source.replace(link, () => `<style>${String(file.source)}</style>`);
      delete bundle[name];
    }
    // A published page shows whole before its code runs: the code may come after the
    // pictures. (Left high, browsers and Lighthouse count the code as holding up the first paint.)
    page.source = page.source
      .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
      .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
  },
});

// The site is served at the root of the one origin; /api and /Upload are routed beside it.
export default defineConfig({
  base: '/',
  plugins: [react(), searchEngineFiles(), inlineStylesheet()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet, linked from index.html: a published page arrives whole, and must be
    // styled at its first paint, before any page's code has loaded.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The pages share many small modules (sections, cards, helpers). Left alone they become a
        // dozen tiny chunks, each one more request before a page can show; copied into the pages
        // that use them they cost a few hundred bytes each. Swiper stays one chunk of its own,
        // loaded only by the pages with a carousel.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16_000, exclude: /swiper|Carousel/ },
        },
      },
      treeshake: {
        // model/ only declares things, but its top-level zod schemas look like side effects and
        // would pull zod into the site. Declaring it side-effect free lets unused parts drop out;
        // everything else keeps the default (undefined = ask package.json).
        moduleSideEffects: (id) => (/[\\/]model[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
