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

// The site is served at the root of the one origin; /api and /Upload are routed beside it.
export default defineConfig({
  base: '/',
  plugins: [react(), searchEngineFiles()],
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
