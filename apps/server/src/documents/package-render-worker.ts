// A worker thread of the package render pool (package-render-pool.ts): renders each job it is
// sent and answers its file, or the failure's message.
import { parentPort } from 'node:worker_threads';
import { renderPackageJob, type PackageRenderJob } from './package-render-job';

const port = parentPort;
if (port === null) throw new Error('package-render-worker runs as a worker thread');
port.on('message', (job: PackageRenderJob) => {
  renderPackageJob(job).then(
    (body) => port.postMessage({ ok: true, body }),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
