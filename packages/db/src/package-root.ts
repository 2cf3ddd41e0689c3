import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * This package's folder, found by its name rather than from this file's place, so that the
 * server's bundle (apps/server/dist) finds the migrations and the PGlite worker script as well
 * as the sources do.
 */
export const dbPackageRoot = path.dirname(
  createRequire(import.meta.url).resolve('@hoa/db/package.json'),
);
