import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { contract } from '@hoa/contract';
import { CheckImageTypes } from '@hoa/domain';
import { StoredFileMissing, type FileStore } from '../../files/file-store';
import { bind, bindCaller } from '../../http/bind';
import { appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { sendDownload } from '../../http/send-download';
import { acceptMultipart } from '../attachments/index';
import { checkImageOf, getARCheckImages } from './check-images';
import { deleteBankTransaction, deleteMultipleBankTransactions } from './delete-bank-transactions';
import {
  getBankStatements,
  getBankTransaction,
  getBankTransactions,
} from './get-bank-transactions';
import { getBankAccountsByCommunity } from './get-bank-accounts-by-community';
import { previewBankStatement } from './preview-bank-statement';
import { getRealtimeBalance } from './get-smart-banking-realtime-balance';
import { uploadBankStatement } from './upload-bank-statement';
import { uploadCheckImages } from './upload-check-images';

export function bankStatementsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const b = contract.bankStatements;
  const { files } = deps;
  bind(app, deps, b.PreviewBankStatement, previewBankStatement);
  bind(app, deps, b.UploadBankStatement, (ctx, { body }) => uploadBankStatement(ctx, files, body));
  bind(app, deps, b.GetBankStatements, getBankStatements);
  bind(app, deps, b.GetBankStatement, getBankTransactions);
  bind(app, deps, b.GetBankTransactions, getBankTransactions);
  bind(app, deps, b.GetBankAccountsByCommunity, getBankAccountsByCommunity);
  // The response schema leaves out the row's CheckImageKey and CommunityAgentId.
  bind(app, deps, b.GetBankTransaction, (ctx, { query }) =>
    getBankTransaction(ctx, query.bankTransactionId),
  );
  bind(app, deps, b.GetSmartBankingRealtimeBalance, getRealtimeBalance);
  bind(app, deps, b.DeleteBankTransaction, deleteBankTransaction);
  bind(app, deps, b.DeleteMultipleBankTransactions, deleteMultipleBankTransactions);
  // The check image upload reads a multipart body (a zip, or one image, in the part named File).
  void app.register((uploads, _options, done) => {
    acceptMultipart(uploads);
    bindCaller(uploads, deps, b.UploadCheckImages, (call) => uploadCheckImages(call, files));
    done();
  });
  bind(app, deps, b.GetARCheckImages, getARCheckImages);
  const bindCheckImage = (
    endpoint: typeof b.GetARCheckImage | typeof b.GetAPCheckImage,
    side: 'AR' | 'AP',
  ) => {
    bindCaller(app, deps, endpoint, async (call) => {
      const id = call.input.query.bankTransactionId;
      const image = await call.run((ctx) => checkImageOf(ctx, id, side));
      if ('url' in image) return call.reply.redirect(image.url);
      const bytes = await readStored(files, image.key);
      const detected = await fileTypeFromBuffer(bytes);
      const isImage = detected !== undefined && CheckImageTypes.includes(detected.mime);
      const fileName = `check-${id}.${isImage ? detected.ext : 'bin'}`;
      return sendDownload(call, {
        contentType: isImage ? detected.mime : 'application/octet-stream',
        fileName,
        body: bytes,
        disposition: `inline; filename="${fileName}"`,
      });
    });
  };
  bindCheckImage(b.GetARCheckImage, 'AR');
  bindCheckImage(b.GetAPCheckImage, 'AP');
}

async function readStored(files: FileStore, key: string): Promise<Buffer> {
  const stream = await files.get(key).catch((error: unknown) => {
    if (error instanceof StoredFileMissing) throw appError('CheckImageMissing');
    throw error;
  });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
