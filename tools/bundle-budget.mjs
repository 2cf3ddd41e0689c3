// The JavaScript budget of the first screens (issue 18): after `npm run build -w @hoa/web`, sums
// the gzipped size of the scripts a route loads before it shows, from Vite's manifest (the entry
// chunk, the route's lazy modules, and every chunk they import statically, recursively), and fails
// when a route passes its budget. Run by `npm run test:e2e` right after the web build; alone:
// `node tools/bundle-budget.mjs [dist folder]`.
import console from 'node:console';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const kB = 1000; // as Vite prints sizes

/**
 * Each route: the build it is part of (the back office's, or the owner portal's in portal/), the
 * manifest keys of the modules it loads lazily before its screen shows (besides the build's
 * entry, whose static imports every route loads), and its budget in gzipped kB. The sign-in
 * screen of the back office is part of its entry. A key that is no longer a chunk of its own
 * fails the check, so that a move does not silently shrink what is measured. The portal's budgets
 * are smaller: owners open it on their phones.
 */
export const routes = [
  { name: 'sign-in', build: '', budget: 150, lazy: [] },
  {
    name: 'home (signed in: frame and community home page)',
    build: '',
    // 285: 276.4 kB once the error catalogue (every area's messages and the rules they come from)
    // left the chunk the screens share with it (contract/src/error-response.ts); it was 302.3.
    budget: 285,
    lazy: [
      'src/app/layout/app-layout.tsx',
      'src/app/community/home-landing.tsx',
      'src/app/community/community-gate.tsx',
      'src/features/home/home-page.tsx',
    ],
  },
  {
    name: 'portal sign-in',
    build: 'portal',
    budget: 200,
    lazy: ['../src/portal/auth/sign-in-page.tsx'],
  },
  {
    name: 'portal home (signed in: frame and home page)',
    build: 'portal',
    budget: 210,
    lazy: ['../src/portal/app/portal-layout.tsx', '../src/portal/home/home-page.tsx'],
  },
];

/**
 * @typedef {{ file: string; imports?: string[]; isEntry?: boolean }} Chunk
 * @param {Record<string, Chunk>} manifest
 * @param {string[]} keys
 * @returns {string[]} the files of the chunks and of everything they import statically
 */
export function chunkFiles(manifest, keys) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key} is not a chunk of the build: update tools/bundle-budget.mjs`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** @param {string} path */
export function gzippedSize(path) {
  return gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }).length;
}

/**
 * @param {string} dist the web build's folder
 * @param {string} build a build's folder within it
 * @returns {{ manifest: Record<string, Chunk>; entry: string }}
 */
function readManifest(dist, build) {
  const manifestPath = join(dist, build, '.vite', 'manifest.json');
  /** @type {Record<string, Chunk>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`${manifestPath} has no entry`);
  return { manifest, entry };
}

/**
 * @param {string} dist the web build's folder
 * @returns {{ name: string; budget: number; bytes: number; files: number }[]}
 */
export function measure(dist) {
  return routes.map(({ name, build, budget, lazy }) => {
    const { manifest, entry } = readManifest(dist, build);
    const files = chunkFiles(manifest, [entry, ...lazy]);
    const bytes = files.reduce((sum, file) => sum + gzippedSize(join(dist, build, file)), 0);
    return { name, budget, bytes, files: files.length };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? 'apps/web/dist');
  if (!routes.every(({ build }) => existsSync(join(dist, build, '.vite', 'manifest.json')))) {
    console.error(`No web build in ${dist}: run npm run build -w @hoa/web first.`);
    process.exit(1);
  }
  let over = false;
  console.log('JavaScript a route loads before it shows, gzipped:');
  const measured = measure(dist);
  const width = Math.max(...measured.map((route) => route.name.length));
  for (const { name, budget, bytes, files } of measured) {
    const fits = bytes <= budget * kB;
    over ||= !fits;
    const size = `${(bytes / kB).toFixed(1)} kB`.padStart(9);
    console.log(
      `  ${name.padEnd(width)} ${size} of ${budget} kB in ${files} files${fits ? '' : '  OVER BUDGET'}`,
    );
  }
  if (over) {
    console.error('A route passes its JavaScript budget: make what it does not need load lazily.');
    process.exit(1);
  }
}
