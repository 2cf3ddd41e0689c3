import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { FileTypes } from '@hoa/domain';
import { StoredFileMissing } from '../../files/file-store';
import { bind, bindCaller } from '../../http/bind';
import { appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { addCreditMemo, getOpenCredits } from './credit-memos';
import { getBanks } from './get-banks';
import {
  checkRunFile,
  getCheck,
  getCheckUrl,
  getInvoiceProfile,
  getVoidChecksProfile,
} from './get-check';
import { getCheckHistory } from './get-check-history';
import { getPayableInvoices } from './get-payable-invoices';
import { getVoidChecks } from './get-void-checks';
import { handwrittenCheck } from './handwritten-check';
import { printChecks } from './print-checks';
import { voidCheck } from './void-check';
import { sendDownload } from '../../http/send-download';

export function apChecksRoutes(app: FastifyInstance, deps: AppDeps): void {
  const a = contract.apChecks;
  const { files } = deps;
  bind(app, deps, a.GetBanks, getBanks);
  bind(app, deps, a.AddCreditMemo, addCreditMemo);
  bind(app, deps, a.GetOpenCredits, getOpenCredits);
  bind(app, deps, a.GetPayableInvoices, getPayableInvoices);
  bind(app, deps, a.PrintChecks, (ctx, input) => printChecks(ctx, files, input));
  bind(app, deps, a.HandwrittenCheck, handwrittenCheck);
  bind(app, deps, a.VoidCheck, voidCheck);
  bind(app, deps, a.GetVoidChecks, getVoidChecks);
  bind(app, deps, a.GetCheck, getCheck);
  bind(app, deps, a.GetCheckHistory, getCheckHistory);
  bind(app, deps, a.GetCheckUrl, getCheckUrl);
  bind(app, deps, a.GetVoidChecksProfile, getVoidChecksProfile);
  bind(app, deps, a.GetInvoiceProfile, getInvoiceProfile);
  bindCaller(app, deps, a.DownloadCheckRun, async (call) => {
    const found = await call.run((ctx) => checkRunFile(ctx, call.input.params.id));
    const stream = await files.get(found.key).catch((error: unknown) => {
      if (error instanceof StoredFileMissing) throw appError('PayablesChecksFileMissing');
      throw error;
    });
    return sendDownload(call, {
      contentType: FileTypes.Pdf,
      fileName: found.fileName,
      body: stream,
    });
  });
}
