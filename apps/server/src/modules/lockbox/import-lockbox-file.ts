import { queryRows, sql } from '@hoa/db';
import type { LockboxUploadResult } from '@hoa/contract';
import { LockboxFormatError, parseBaiLockbox } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { uploadLockboxFile } from './upload-lockbox-file';

/**
 * A lockbox file that arrived by itself (the SFTP poll): a BAI file (its first record is type 1)
 * goes to the bank's account with its first batch's lockbox number as Lockbox ID (lockbox accounts
 * settings), a CSV file to the bank's only account with a Lockbox ID; then it is imported as its
 * upload would be (each file once, by its SHA-256).
 */
export async function importLockboxFile(
  ctx: RequestContext,
  bankAgentId: number,
  file: { fileName: string; bytes: Buffer },
): Promise<LockboxUploadResult> {
  const text = file.bytes.toString('latin1');
  const fileFormat = text.startsWith('1') ? 'bai' : 'csv';
  const lockboxId = fileFormat === 'bai' ? lockboxIdOf(text) : '';
  const accounts = await queryRows<{ id: number; community: number }>(
    ctx.tx,
    sql`select ba.id::int8 as id, ba.community_agent_id::int8 as community
          from bank_accounts ba join bank_account_lockbox_ids l on l.bank_account_id = ba.id
         where ba.bank_agent_id = ${bankAgentId} and not ba.is_removed
           and (${lockboxId} = '' or ltrim(l.lockbox_id, '0') = ltrim(${lockboxId}, '0'))`,
  );
  const [account] = accounts;
  if (!account || accounts.length > 1) throw appError('BankConnectionNoLockboxAccount', lockboxId);
  return uploadLockboxFile(ctx, {
    body: {
      CommunityAgentId: account.community,
      BankAccountId: account.id,
      buffer: file.bytes.toString('base64'),
      fileName: file.fileName,
      fileFormat,
      matchOnLegacyKey: false,
      isLockboxAppend: false,
    },
  });
}

function lockboxIdOf(text: string): string {
  try {
    return parseBaiLockbox(text).batches[0]?.lockboxNumber ?? '';
  } catch (error) {
    if (error instanceof LockboxFormatError) throw appError('LockboxFileFailed', error.message);
    throw error;
  }
}
