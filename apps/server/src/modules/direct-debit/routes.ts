import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { AchReturnCodes, FileTypes } from '@hoa/domain';
import { StoredFileMissing } from '../../files/file-store';
import { requireClaim } from '../../http/access';
import { bind, bindCaller } from '../../http/bind';
import { appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { applyChangeNotice, getChangeNotices, getEnrollmentHistory } from './change-notices';
import { getEnrollments, removeEnrollment, saveEnrollment } from './enrollments';
import { saveEnrollmentAutopay } from './save-enrollment-autopay';
import { getFailedDirectDebits, importReturnFile, retryFailedDirectDebits } from './returns';
import { createRun, getRuns, runFile } from './runs';
import { sendDownload } from '../../http/send-download';

export function directDebitRoutes(app: FastifyInstance, deps: AppDeps): void {
  const d = contract.directDebit;
  const { files } = deps;
  bind(app, deps, d.GetEnrollments, getEnrollments);
  bind(app, deps, d.SaveEnrollment, saveEnrollment);
  bind(app, deps, d.SaveEnrollmentAutopay, saveEnrollmentAutopay);
  bind(app, deps, d.RemoveEnrollment, removeEnrollment);
  bind(app, deps, d.CreateRun, (ctx, { body }) => createRun(ctx, files, body));
  bind(app, deps, d.GetRuns, getRuns);
  bind(app, deps, d.ImportReturnFile, importReturnFile);
  bind(app, deps, d.GetChangeNotices, getChangeNotices);
  bind(app, deps, d.ApplyChangeNotice, applyChangeNotice);
  bind(app, deps, d.GetEnrollmentHistory, getEnrollmentHistory);
  bind(app, deps, d.GetAchReturnCodes, (ctx) => {
    requireClaim(ctx, 'arownerpayments', 'read');
    return Promise.resolve([...AchReturnCodes]);
  });
  bind(app, deps, d.GetFailedDirectDebits, getFailedDirectDebits);
  bind(app, deps, d.RetryFailedDirectDebits, (ctx, { body }) =>
    retryFailedDirectDebits(ctx, files, body),
  );
  bindCaller(app, deps, d.DownloadRunFile, async (call) => {
    const found = await call.run((ctx) => runFile(ctx, call.input.params.id));
    const stream = await files.get(found.storage_key).catch((error: unknown) => {
      if (error instanceof StoredFileMissing) throw appError('RunFileMissing');
      throw error;
    });
    return sendDownload(call, {
      contentType: FileTypes.AsciiText,
      fileName: found.file_name,
      body: stream,
      sizeBytes: found.size_bytes,
    });
  });
}
