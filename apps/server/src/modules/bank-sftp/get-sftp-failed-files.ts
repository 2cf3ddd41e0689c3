import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadBankAgent } from '../bank-integration/index';

type GetSftpFailedFiles = typeof contract.bankIntegration.GetSftpFailedFiles;

/**
 * The files of the bank's SFTP folders that could not be imported: recorded once by name, size
 * and hash, and not tried again until they change or are retried (RetrySftpFile).
 */
export async function getSftpFailedFiles(
  ctx: RequestContext,
  { query }: InputOf<GetSftpFailedFiles>,
): Promise<ResponseOf<GetSftpFailedFiles>> {
  const bank = await loadBankAgent(ctx, query.bankId, 'read');
  return queryRows(
    ctx.tx,
    sql`select id::int8 as "SftpTransferId", kind as "Kind", file_name as "FileName",
               size_bytes::int8 as "SizeBytes", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "FailedAt"
          from sftp_transfers
         where bank_agent_id = ${bank.id} and direction = 'Download' and failed
         order by created_at desc, id desc`,
  );
}
