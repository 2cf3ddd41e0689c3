import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { positivePayContentType } from '@hoa/domain';
import { StoredFileMissing } from '../../files/file-store';
import { bind, bindCaller } from '../../http/bind';
import { appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { sendFile } from './download-file';
import { getBankAccounts, getPositivePaySends } from './get-bank-accounts';
import { saveBankAccounts } from './save-bank-accounts';
import { sendPositivePay } from './send-positive-pay';
import { sendDownload } from '../../http/send-download';

export function positivePayRoutes(app: FastifyInstance, deps: AppDeps): void {
  const p = contract.positivePay;
  const { files } = deps;
  bind(app, deps, p.GetBankAccounts, getBankAccounts);
  bind(app, deps, p.SaveBankAccounts, saveBankAccounts);
  bind(app, deps, p.GetPositivePaySends, getPositivePaySends);
  bind(app, deps, p.SendPositivePay, (ctx, input) => sendPositivePay(ctx, files, input));
  bindCaller(app, deps, p.DownloadPositivePayFile, async (call) => {
    const found = await call.run((ctx) => sendFile(ctx, call.input.params.id));
    const stream = await files.get(found.storage_key).catch((error: unknown) => {
      if (error instanceof StoredFileMissing) throw appError('PositivePayFileMissing');
      throw error;
    });
    return sendDownload(call, {
      contentType: positivePayContentType(found.layout === 'csv' ? 'csv' : 'fixed'),
      fileName: found.file_name,
      body: stream,
      sizeBytes: found.size_bytes,
    });
  });
}
