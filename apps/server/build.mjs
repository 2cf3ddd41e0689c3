// Builds the server for production: src/main.ts and the workspace packages it imports
// (@hoa/domain, @hoa/contract, @hoa/db, TypeScript sources) bundled into dist/main.js for Node 20,
// with a source map so that stack traces name the .ts lines (`node --enable-source-maps`).
// Every other package stays an import from node_modules, as installed.
import { build } from 'esbuild';

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
