import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The CDN and the local gateway serve the console under /admin/, so asset URLs must be too.
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin and MUI make one large bundle; the console is used by a few administrators,
    // so a single cached download is simpler than tuning chunks.
    chunkSizeWarningLimit: 2500,
  },
});
