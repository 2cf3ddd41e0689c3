import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { contract } from '@hoa/contract';
import { FileTypes, packageFileName, type ReportPackageFormat } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { AppError } from '../../http/errors';
import { packageRenderPool } from '../../documents/index';
import { sendDownload } from '../../http/send-download';
import { listUserCommunities } from '../crm/index';
import type { RunAsCaller } from '../report-catalogue/index';
import { buildPackages, type BuiltPackage } from './build-packages';
import { readPackage, requireReportClaims, type PackageRows } from './package-rows';
import {
  checkPackageRender,
  packageFileOf,
  packageFileReader,
  packageFormat,
  type PreparedPackageFile,
} from './render-package-file';

type RenderAllPackages = typeof contract.reportPackages.RenderAllPackages;

/** How many communities are read together (in one transaction, a few queries per report). */
export const PackageBatchSize = 20;

interface Community {
  CommunityAgentId: number;
  DisplayName: string;
}

/**
 * A batch of communities' packages read in one transaction; when a community refuses (its books
 * not set up, a parameter that does not fit), the batch is read again community by community so
 * that the others still render and the refusal is named.
 */
async function buildBatch(
  run: RunAsCaller,
  pkg: PackageRows,
  batch: readonly Community[],
  refused: string[],
): Promise<BuiltPackage[]> {
  const read = (ids: number[]) => run((ctx) => buildPackages(ctx, pkg, ids, undefined));
  try {
    return await read(batch.map((c) => c.CommunityAgentId));
  } catch (error) {
    if (!(error instanceof AppError) || batch.length === 1) throw error;
  }
  const built: BuiltPackage[] = [];
  for (const community of batch) {
    try {
      built.push(...(await read([community.CommunityAgentId])));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push(`${community.DisplayName}: ${error.message}`);
    }
  }
  return built;
}

/**
 * POST /api/Report/RenderAllPackages: the package for every community on the caller's list, as
 * one zip of one file per community (each board gets its own). The package, format and claims are
 * checked first (4xx before anything is sent), the package and its stored files read once; then
 * the communities are read PackageBatchSize at a time, each batch in a transaction of its own
 * with each report read for the whole batch at once (buildPackages), and their files rendered by
 * the server's worker threads (packageRenderPool) while the next batch is read, the zip streamed
 * in the communities' order, so memory stays flat in their number. A community the package cannot
 * render for is listed with the reason in 'Not rendered.txt' instead of failing the others.
 */
export async function renderAllPackages(call: CallerCall<RenderAllPackages>, files: FileStore) {
  const body = call.input.body;
  const format = packageFormat(body.Format);
  const { pkg, communities } = await call.run(async (ctx) => {
    const pkg = await readPackage(ctx, body.ReportPackageId);
    requireReportClaims(ctx, pkg);
    checkPackageRender(pkg, format);
    return { pkg, communities: await listUserCommunities(ctx) };
  });
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const add = async (fileName: string, bytes: Uint8Array) => {
    const entry = new ZipPassThrough(fileName);
    zip.add(entry);
    entry.push(bytes, true);
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  produceFiles(call.run, { pkg, format, files }, communities, add)
    .then(() => zip.end())
    .catch((error: unknown) => out.destroy(error as Error));
  return sendDownload(call, {
    contentType: FileTypes.Zip,
    fileName: `${packageFileName(pkg.DisplayName, 'all-communities')}.zip`,
    body: out,
  });
}

/**
 * Every community's file added in order: a batch read, then its files handed to the render
 * workers (at most one a worker and one more waiting) while the next batch is read; so at most
 * two batches' data and a file a worker are held, whatever the number of communities.
 */
async function produceFiles(
  run: RunAsCaller,
  what: { pkg: PackageRows; format: ReportPackageFormat; files: FileStore },
  communities: readonly Community[],
  add: (fileName: string, bytes: Uint8Array) => Promise<void>,
): Promise<void> {
  const pool = packageRenderPool();
  const read = packageFileReader(what.files);
  const printedAt = new Date();
  const refused: string[] = [];
  const rendering: Promise<{ fileName: string; body: Buffer }>[] = [];
  const render = ({ job, fileName }: PreparedPackageFile) => {
    const file = pool.render(job).then((body) => ({ fileName, body }));
    file.catch(() => undefined); // awaited in turn below
    rendering.push(file);
  };
  const addNext = async () => {
    const next = rendering.shift();
    if (!next) return;
    const { fileName, body } = await next;
    await add(fileName, body);
  };
  const batchAt = (start: number) => {
    const batch = communities.slice(start, start + PackageBatchSize);
    const built = buildBatch(run, what.pkg, batch, refused);
    built.catch(() => undefined); // awaited in turn below
    return built;
  };
  let next = batchAt(0);
  for (let start = 0; start < communities.length; start += PackageBatchSize) {
    const built = await next;
    // The next batch is read while this one's files render.
    if (start + PackageBatchSize < communities.length) next = batchAt(start + PackageBatchSize);
    for (const one of built) {
      render(await packageFileOf(what.pkg, one, what.format, read, printedAt));
      while (rendering.length > pool.size) await addNext();
    }
  }
  while (rendering.length > 0) await addNext();
  if (refused.length > 0) await add('Not rendered.txt', Buffer.from(`${refused.join('\n')}\n`));
}
