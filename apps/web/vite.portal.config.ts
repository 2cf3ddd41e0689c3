import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { treeshake } from './vite.config';

// The owner portal (issue 23) is built on its own, after the back office, into dist/portal/ and
// served at /portal/: owners never load the back office's scripts, and the back office's chunks
// (and their budget, tools/bundle-budget.mjs) are not reshaped by the portal's imports.
export default defineConfig({
  root: 'portal',
  base: '/portal/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../dist/portal',
    emptyOutDir: false,
    // Read by tools/bundle-budget.mjs: the portal's first screens have a budget of their own.
    manifest: true,
    rolldownOptions: {
      treeshake,
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
