// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the web build, once
// at build time, at high levels; the server sends the one the browser accepts
// (apps/server/src/http/web-files.ts). Run by the web's build script:
// `node tools/precompress.mjs <dist folder>`.
import console from 'node:console';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text that compresses; images other than SVG and fonts are compressed already. */
export const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Brotli's quality 11 makes files 2% smaller than 10 and takes three times as long (the build of
// `npm start` and of every test run waits for it).
const brotliQuality = 10;
/** Below this a compressed copy saves less than a packet. */
const minBytes = 1024;

/** @param {string} dir @returns {Promise<string[]>} every file under dir, dot folders left out */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) =>
        entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
      ),
  );
  return nested.flat();
}

/** @param {string} file @returns {Promise<number>} bytes saved by the copies written */
async function precompress(file) {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let saved = 0;
  // A copy no smaller than the file is left out: the server then sends the file itself.
  for (const [extension, copy] of /** @type {const} */ ([
    ['.br', br],
    ['.gz', gz],
  ])) {
    if (copy.length >= bytes.length) continue;
    await writeFile(file + extension, copy);
    saved = Math.max(saved, bytes.length - copy.length);
  }
  return saved;
}

/** @param {string} dist @returns {Promise<{ files: number; bytes: number; saved: number }>} */
export async function precompressBuild(dist) {
  const files = [];
  for (const file of await filesUnder(dist)) {
    if (!compressible.test(file)) continue;
    const { size } = await stat(file);
    if (size >= minBytes) files.push({ file, size });
  }
  let saved = 0;
  // A few at a time: brotli at its highest quality is the slow part, on the zlib thread pool.
  const queue = [...files];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const fileSaved = await precompress(next.file);
      saved += fileSaved;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0), saved };
}

const script = process.argv[1] ?? '';
if (script.endsWith('precompress.mjs')) {
  const dist = process.argv[2];
  if (!dist) {
    console.error('Usage: node tools/precompress.mjs <dist folder>');
    process.exit(1);
  }
  const { files, bytes, saved } = await precompressBuild(dist);
  console.log(
    `Precompressed ${files} files of ${relative(process.cwd(), dist) || '.'} (brotli and gzip): ` +
      `${(bytes / 1e6).toFixed(2)} MB, ${((bytes - saved) / 1e6).toFixed(2)} MB as sent.`,
  );
}
