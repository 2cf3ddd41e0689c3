import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Web features and @hoa/domain run nothing when loaded (a feature's CSS import aside, which stays),
// so a chunk takes from a feature's index.ts or from the domain only what it uses, not every module
// they re-export.
const sideEffectFree =
  /[\\/](apps[\\/]web[\\/]src[\\/]features|packages[\\/]domain[\\/]src)[\\/].*\.tsx?$/;

// The server serves dist/ at / and the API under /api on the same origin; in development the
// Vite server forwards /api to it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
      output: {
        // Libraries the shell always needs get their own long-lived chunks; screens stay lazy.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|modals)|@floating-ui)[\\/]/,
            },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
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
