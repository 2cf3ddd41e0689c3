// Builds the server for production: src/main.ts (and the package render worker) and the workspace packages it imports
// (@hoa/domain, @hoa/contract, @hoa/db, TypeScript sources) bundled into dist/main.js for Node 20,
// with a source map so that stack traces name the .ts lines (`node --enable-source-maps`).
// Every other package stays an import from node_modules, as installed.
import { build } from 'esbuild';

await build({
  absWorkingDir: import.meta.dirname,
  // The package render workers (documents/package-render-pool.ts) load their own file beside main.
  entryPoints: {
    main: 'src/main.ts',
    'package-render-worker': 'src/documents/package-render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(b) {
        // A bare import that is not a workspace package is left to Node to resolve at run time.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@hoa/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
