import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { ReportFormatId } from '@hoa/domain';
import { renderReport } from '../../documents/index';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { checkCashReceiptsExist } from './check-cash-receipts-exist';
import { createUnpostedBatches } from './create-unposted-batches';
import { getAllReceiptBatches, getLockboxHistory } from './lockbox-history';
import { getLockboxIdsByCommunity, getLockboxSettingByAlias } from './lockbox-ids';
import { lockboxPdfData } from './lockbox-pdf';
import { readBatch } from './lockbox-queries';
import {
  getAllBankLockboxSetting,
  getLockboxImportSettings,
  saveLockboxImportSettings,
  saveLockboxSetting,
} from './lockbox-settings';
import { postCashReceiptItems } from './post-cash-receipt-items';
import { runLockbox } from './run-lockbox';
import { truncateTransactions } from './truncate-transactions';
import { updateBatch } from './update-batch';
import { uploadLockboxFile } from './upload-lockbox-file';
import { requireClaim } from '../../http/access';
import { sendDownload } from '../../http/send-download';

export function lockboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  const l = contract.lockbox;
  bind(app, deps, l.UploadLockboxFile, uploadLockboxFile);
  bind(app, deps, l.GetAllReceiptBatches, getAllReceiptBatches);
  bind(app, deps, l.GetReceiptBatch, (ctx, { query }) => {
    requireClaim(ctx, 'arlockbox', 'read');
    return readBatch(ctx, query.lockboxBatchId);
  });
  bind(app, deps, l.UpdateBatch, updateBatch);
  bind(app, deps, l.PostCashReceiptItems, postCashReceiptItems);
  bind(app, deps, l.CheckCashReceiptsExist, checkCashReceiptsExist);
  bind(app, deps, l.TruncateTransactions, truncateTransactions);
  bind(app, deps, l.CreateUnpostedBatches, createUnpostedBatches);
  bind(app, deps, l.GetLockboxIdsByCommunity, getLockboxIdsByCommunity);
  bind(app, deps, l.GetLockboxSettingByAlias, getLockboxSettingByAlias);
  bind(app, deps, l.GetLockboxHistory, getLockboxHistory);
  bind(app, deps, l.GetAllBankLockboxSetting, getAllBankLockboxSetting);
  bind(app, deps, l.SaveLockboxSetting, saveLockboxSetting);
  bind(app, deps, l.GetLockboxImportSettings, getLockboxImportSettings);
  bind(app, deps, l.SaveLockboxImportSettings, saveLockboxImportSettings);
  bind(app, deps, l.RunLockbox, runLockbox);
  // The PDF is rendered after the transaction has ended.
  bindCaller(app, deps, l.PrintLockboxPdf, async (call) => {
    const data = await call.run((ctx) => lockboxPdfData(ctx, call.input.body.LockboxBatchId));
    const file = await renderReport(data, ReportFormatId.Pdf);
    return sendDownload(call, file);
  });
}
