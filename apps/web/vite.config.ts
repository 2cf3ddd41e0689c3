import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Web features, @hoa/domain and @hoa/contract run nothing when loaded (a feature's CSS import
// aside, which stays), so a chunk takes from a feature's index.ts or from a package's index only
// what it uses, not every module they re-export (the sign-in screen takes ApiError, not the
// contract's schemas).
// The owner portal's build (vite.portal.config.ts) shakes its tree the same way.
const sideEffectFree =
  /[\\/](apps[\\/]web[\\/]src[\\/]features|packages[\\/](domain|contract)[\\/]src)[\\/].*\.tsx?$/;
export const treeshake = { moduleSideEffects: (id: string) => !sideEffectFree.test(id) };

// The server serves dist/ at / and the API under /api on the same origin; in development the
// Vite server forwards /api to it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    manifest: true,
    // A lazy screen's scripts load through its own imports; listing every chunk each screen needs
    // for preloading took a third of the first screen's script. Its styles are still listed, as
    // they load only through that list.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    emptyOutDir: true,
    rolldownOptions: {
      treeshake,
      output: {
        // Libraries the shell always needs get their own long-lived chunks; screens stay lazy.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
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
