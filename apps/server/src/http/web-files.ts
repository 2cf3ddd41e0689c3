import { basename, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { varyOnEncoding } from './compression';

/**
 * A build's content-hashed file (Vite's `assets/<name>-<hash>.<ext>`, the owner portal's under
 * `portal/assets/`): it never changes.
 */
const hashedAsset = /^(portal\/)?assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export const CacheControl = {
  /** Hashed assets: kept a year and never revalidated; a new build has new names. */
  hashed: 'public, max-age=31536000, immutable',
  /** index.html names the current build's assets: revalidated on every load (ETag, 304). */
  page: 'no-cache',
  /** Other files at fixed names (the favicon): a day. */
  other: 'public, max-age=86400',
} as const;

/** The Cache-Control of a file of the web build, by its path inside the build. */
export function cacheControlFor(pathInBuild: string): string {
  const path = pathInBuild
    .replace(/\.(br|gz)$/, '')
    .split(sep)
    .join('/');
  if (hashedAsset.test(path)) return CacheControl.hashed;
  if (basename(path) === 'index.html') return CacheControl.page;
  return CacheControl.other;
}

/**
 * Serves the built web app at /: a brotli or gzip copy written at build time
 * (tools/precompress.mjs) when the browser accepts one, with Vary: Accept-Encoding, and each file
 * with the Cache-Control of cacheControlFor. The copies are not served under names of their own.
 */
export async function installWebFiles(app: FastifyInstance, webRoot: string): Promise<void> {
  // The owner portal is the build's second page (portal/index.html), served at /portal/.
  app.get('/portal', (_request, reply) => reply.redirect('/portal/', 301));
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      const inBuild = relative(webRoot, path);
      res.setHeader('Cache-Control', cacheControlFor(inBuild));
      if (compressible.test(inBuild.replace(/\.(br|gz)$/, '')))
        res.setHeader('Vary', varyOnEncoding(res.getHeader('Vary')));
    },
  });
}
