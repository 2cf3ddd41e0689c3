import { queryRows, sql, type Database } from '@hoa/db';
import { BankLogState, SftpConnection, SmartBankingFeatureId } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import { idArray } from '../../sql/index';
import { loadSession } from '../auth/index';
import { loadSftpConnection, writeBankLog } from '../bank-integration/index';
import { pollConnection, type PollResult } from './poll-connection';

/** What one connection's poll moved. */
export interface ConnectionPolled extends PollResult {
  companyId: number;
  bankAgentId: number;
}

interface ConnectionRow {
  companyId: number;
  bankAgentId: number;
  userId: number | null;
}

/**
 * The periodic SFTP poll (issue 26 item 6): the SFTP connections of every company are found in one
 * read through the scheduler policy, then each is read in a transaction of its company and polled
 * (in short transactions of its own) as the user who saved it, with their session as it is now; a
 * connection whose user is gone, or whose poll fails outright, is logged and leaves the others
 * polled. `onlyBanks` limits the run to those banks' connections (the tests, which share one
 * database across processes with file stores of their own).
 */
export async function pollSftpConnections(
  database: Database,
  files: FileStore,
  onlyBanks?: readonly number[],
): Promise<ConnectionPolled[]> {
  const connections = await database.withScheduler((tx) =>
    queryRows<ConnectionRow>(
      tx,
      sql`select company_id::int8 as "companyId", bank_agent_id::int8 as "bankAgentId",
                 validated_by_user_id::int8 as "userId"
            from bank_connections
           where bank_service_name = ${SftpConnection}
             and (${onlyBanks === undefined} or bank_agent_id = any(${idArray(onlyBanks ?? [])}))
           order by company_id, bank_agent_id`,
    ),
  );
  const polled: ConnectionPolled[] = [];
  for (const c of connections) {
    const found = await database.withTenant(
      { companyId: c.companyId, userId: c.userId },
      async (tx) => {
        const notPolled = async (why: string) => {
          await writeBankLog(tx, c.companyId, {
            bankAgentId: c.bankAgentId,
            feature: SmartBankingFeatureId.BankStatement,
            logState: BankLogState.Error,
            message: `SFTP: not polled: ${why}`,
          });
          return null;
        };
        const user = c.userId === null ? null : await loadSession(tx, c.userId);
        const connection = await loadSftpConnection(tx, c.bankAgentId).catch(() => null);
        if (connection === null)
          return notPolled('the saved credentials cannot be read (the sealing key has changed).');
        if (!connection) return null;
        if (!user) return notPolled('the user who saved the connection can no longer sign in.');
        return { user, connection };
      },
    );
    const done = found && (await pollConnection(database, files, found.user, found.connection));
    if (done) polled.push({ companyId: c.companyId, bankAgentId: c.bankAgentId, ...done });
  }
  return polled;
}
