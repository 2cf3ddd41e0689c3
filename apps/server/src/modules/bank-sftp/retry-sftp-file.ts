import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { BankLogState, SftpDownloadKinds, SftpMessages } from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadBankAgent, writeBankLog } from '../bank-integration/index';
import { sftpFeatureOf } from './transfers';

type RetrySftpFile = typeof contract.bankIntegration.RetrySftpFile;

/**
 * Tries a failed file again, unchanged: its failed record goes (the audit log keeps it), so the
 * next poll downloads and imports it as a new file, logging and alerting as for any other. For a
 * file refused until something was set up (a bank account, a lockbox ID), once it is.
 */
export async function retrySftpFile(
  ctx: RequestContext,
  { body }: InputOf<RetrySftpFile>,
): Promise<ResponseOf<RetrySftpFile>> {
  const bank = await loadBankAgent(ctx, body.BankId, 'update');
  const [file] = await queryRows<{ kind: string; name: string }>(
    ctx.tx,
    sql`delete from sftp_transfers
         where id = ${body.SftpTransferId} and bank_agent_id = ${bank.id}
           and direction = 'Download' and failed
        returning kind, file_name as name`,
  );
  const kind = SftpDownloadKinds.find((k) => k === file?.kind);
  if (!file || !kind) throw notFound();
  await writeBankLog(ctx.tx, ctx.user.companyId, {
    bankAgentId: bank.id,
    feature: sftpFeatureOf[kind],
    logState: BankLogState.Success,
    message: `SFTP: ${SftpMessages.retryRequested(kind, file.name, ctx.user.userName)}`,
    userId: ctx.user.userId,
  });
  return { success: true };
}
