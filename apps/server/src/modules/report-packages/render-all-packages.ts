import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { contract } from '@hoa/contract';
import { FileTypes, packageFileName } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { AppError } from '../../http/errors';
import { packageRenderPool } from '../../documents/index';
import { sendDownload } from '../../http/send-download';
import { listUserCommunities } from '../crm/index';
import { readPackage, requireReportClaims } from './package-rows';
import { checkPackageRender, packageFormat, preparePackageFile } from './render-package-file';

type RenderAllPackages = typeof contract.reportPackages.RenderAllPackages;

/**
 * POST /api/Report/RenderAllPackages: the package for every community on the caller's list, as
 * one zip of one file per community (each board gets its own). The package, format and claims are
 * checked first (4xx before anything is sent); then each community is read in a transaction of
 * its own and its file rendered by the server's worker threads (packageRenderPool) while the next
 * is read, the zip streamed in the communities' order, so memory stays flat in their number. A
 * community the package cannot render for (its books not set up, a parameter that does not fit)
 * is listed with the reason in 'Not rendered.txt' instead of failing the others.
 */
export async function renderAllPackages(call: CallerCall<RenderAllPackages>, files: FileStore) {
  const body = call.input.body;
  const format = packageFormat(body.Format);
  const { name, communities } = await call.run(async (ctx) => {
    const pkg = await readPackage(ctx, body.ReportPackageId);
    requireReportClaims(ctx, pkg);
    checkPackageRender(pkg, format);
    return { name: pkg.DisplayName, communities: await listUserCommunities(ctx) };
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
  // One community is read at a time (its own transaction) while the workers render those read
  // before it; at most a file per worker and one more wait, so memory stays flat.
  const pool = packageRenderPool();
  const produce = async () => {
    const refused: string[] = [];
    const rendering: Promise<{ fileName: string; body: Buffer }>[] = [];
    for (const community of communities) {
      if (out.destroyed) return;
      try {
        const { job, fileName } = await preparePackageFile(call.run, files, {
          reportPackageId: body.ReportPackageId,
          format,
          communityAgentId: community.CommunityAgentId,
        });
        const file = pool.render(job).then((rendered) => ({ fileName, body: rendered }));
        file.catch(() => undefined); // awaited in turn below
        rendering.push(file);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.push(`${community.DisplayName}: ${error.message}`);
      }
      if (rendering.length > pool.size) await addRendered(rendering.shift());
    }
    for (const file of rendering) await addRendered(file);
    if (refused.length > 0) await add('Not rendered.txt', Buffer.from(`${refused.join('\n')}\n`));
    zip.end();
  };
  const addRendered = async (file: Promise<{ fileName: string; body: Buffer }> | undefined) => {
    if (!file) return;
    const { fileName, body: bytes } = await file;
    await add(fileName, bytes);
  };
  produce().catch((error: unknown) => out.destroy(error as Error));
  return sendDownload(call, {
    contentType: FileTypes.Zip,
    fileName: `${packageFileName(name, 'all-communities')}.zip`,
    body: out,
  });
}
