import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The site is served at the root of the one origin; /api and /Upload are routed beside it.
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // model/ only declares things, but its top-level zod schemas look like side effects and
        // would pull zod into the site. Declaring it side-effect free lets unused parts drop out;
        // everything else keeps the default (undefined = ask package.json).
        moduleSideEffects: (id) => (/[\\/]model[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
