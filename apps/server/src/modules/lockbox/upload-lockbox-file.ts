import { createHash } from 'node:crypto';
import type { InputOf, lockbox, LockboxUploadResult } from '@hoa/contract';
import { LockboxFormatError, lockboxHashedBytes, readLockboxFile } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { importLockboxPayments } from './import-payments';

type Input = InputOf<typeof lockbox.UploadLockboxFile>['body'];

/**
 * Imports a lockbox file: reads its payments (a row that cannot be read becomes an exception) and
 * imports them (importLockboxPayments). The same file (by SHA-256, per company, of its bytes with
 * CR LF line endings: lockboxHashedBytes) imports once: a second upload makes nothing and says
 * which import it repeats.
 */
export async function uploadLockboxFile(
  ctx: RequestContext,
  { body }: { body: Input },
): Promise<LockboxUploadResult> {
  requireClaim(ctx, 'arlockbox', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const bytes = Buffer.from(body.buffer, 'base64');
  const read = readRows(body.fileFormat, bytes);
  return importLockboxPayments(ctx, {
    CommunityAgentId: body.CommunityAgentId,
    BankAccountId: body.BankAccountId,
    fileName: body.fileName,
    fileFormat: body.fileFormat,
    hash: createHash('sha256').update(lockboxHashedBytes(bytes)).digest('hex'),
    rows: read.rows,
    depositDate: read.depositDate,
    matchOnLegacyKey: body.matchOnLegacyKey,
    isLockboxAppend: body.isLockboxAppend,
  });
}

function readRows(format: Input['fileFormat'], bytes: Buffer) {
  try {
    return readLockboxFile(format, bytes.toString('latin1'));
  } catch (error) {
    if (error instanceof LockboxFormatError) throw appError('LockboxFileFailed', error.message);
    throw error;
  }
}
