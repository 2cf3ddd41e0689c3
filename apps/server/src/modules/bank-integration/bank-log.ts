import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import type { BankLogRow, contract, InputOf, ResponseOf } from '@hoa/contract';
import { SmartBankingFeatureId, type BankLogState } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadBankAgent } from './bank-access';
import { inUserCommunities } from '../../sql/index';

type B = typeof contract.bankIntegration;

export interface BankLogEntry {
  bankAgentId: number;
  bankAccountId?: number | null;
  /** Smart banking feature id (scope): 1 reconciliation, 2 lockbox, 4 bank statement, ... */
  feature: number;
  logState: BankLogState;
  message: string;
  userId?: number | null;
}

/** Writes a smart banking log row (lockbox runs, statement imports, reconciliation runs). */
export async function writeBankLog(tx: Tx, companyId: number, entry: BankLogEntry): Promise<void> {
  await tx.execute(
    sql`insert into bank_logs (company_id, bank_agent_id, bank_account_id, feature, log_state, message, created_by_user_id)
        values (${companyId}, ${entry.bankAgentId}, ${entry.bankAccountId ?? null}, ${entry.feature},
                ${entry.logState}, ${entry.message.slice(0, 1000)}, ${entry.userId ?? null})`,
  );
}

/** Writes a log row for a run over one bank account (its bank taken from the account). */
export async function writeBankAccountLog(
  tx: Tx,
  companyId: number,
  entry: Omit<BankLogEntry, 'bankAgentId'> & { bankAccountId: number },
): Promise<void> {
  await tx.execute(
    sql`insert into bank_logs (company_id, bank_agent_id, bank_account_id, feature, log_state, message, created_by_user_id)
        select ${companyId}, bank_agent_id, id, ${entry.feature}, ${entry.logState},
               ${entry.message.slice(0, 1000)}, ${entry.userId ?? null}
          from bank_accounts where id = ${entry.bankAccountId}`,
  );
}

const featureName = sql`case l.feature ${sql.join(
  Object.entries(SmartBankingFeatureId).map(([name, id]) => sql`when ${id} then ${name}`),
  sql` `,
)} else '' end`;

/** Rows of an account off the caller's list are hidden (the query joins bank_accounts ba). */
const visible = (ctx: RequestContext) =>
  sql`(l.bank_account_id is null or ${inUserCommunities(ctx, sql`ba.community_agent_id`)})`;

/** Log rows visible to the caller (rows of an account off their list are hidden), newest first. */
function selectLog(ctx: RequestContext, filter: SQL, limit: SQL): Promise<BankLogRow[]> {
  return queryRows<BankLogRow>(
    ctx.tx,
    sql`select l.id::int8 as "BankLogId", l.bank_agent_id::int8 as "BankId",
               coalesce(c.display_name, '') as "BankName", ba.account_number as "AccountNumber",
               l.feature as "Feature", ${featureName} as "FeatureName", l.log_state as "LogState",
               l.message as "Message",
               to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "CreatedAt"
          from bank_logs l
          left join contacts c on c.agent_id = l.bank_agent_id
          left join bank_accounts ba on ba.id = l.bank_account_id
         where ${visible(ctx)} and ${filter}
         order by l.created_at desc, l.id desc
         ${limit}`,
  );
}

export async function getBankLog(
  ctx: RequestContext,
  { query: q }: InputOf<B['GetBankLog']>,
): Promise<BankLogRow[]> {
  const bank = await loadBankAgent(ctx, q.bankId, 'read');
  const day = sql`(l.created_at at time zone 'UTC')::date`;
  const filters = [sql`l.bank_agent_id = ${bank.id}`];
  if (q.startDate) filters.push(sql`${day} >= ${q.startDate}::date`);
  if (q.endDate) filters.push(sql`${day} <= ${q.endDate}::date`);
  if (q.accountNumber) filters.push(sql`strpos(ba.account_number, ${q.accountNumber}) > 0`);
  if (q.feature) filters.push(sql`l.feature = ${q.feature}`);
  if (q.logState) filters.push(sql`l.log_state = ${q.logState}`);
  if (q.keyword) filters.push(sql`strpos(lower(l.message), lower(${q.keyword})) > 0`);
  return selectLog(ctx, sql.join(filters, sql` and `), sql`limit 1000`);
}

async function lastRun(ctx: RequestContext, bankId: number, feature: number) {
  const bank = await loadBankAgent(ctx, bankId, 'read');
  const [row] = await selectLog(
    ctx,
    sql`l.bank_agent_id = ${bank.id} and l.feature = ${feature}`,
    sql`limit 1`,
  );
  return {
    LastRunAt: row?.CreatedAt ?? null,
    LogState: row?.LogState ?? null,
    Message: row?.Message ?? null,
  };
}

export const getBankReconciliationLastRun = (
  ctx: RequestContext,
  { query }: InputOf<B['GetBankReconciliationLastRun']>,
) => lastRun(ctx, query.bankId, SmartBankingFeatureId.Reconciliation);

export const getSmartBankingLockboxLastRun = (
  ctx: RequestContext,
  { query }: InputOf<B['GetSmartBankingLockboxLastRun']>,
) => lastRun(ctx, query.bankId, SmartBankingFeatureId.Lockbox);

/** The company's (or one bank's) smart banking activity, newest first, paged. */
export async function getBankActivityFeed(
  ctx: RequestContext,
  { query }: InputOf<B['GetBankActivityFeed']>,
): Promise<ResponseOf<B['GetBankActivityFeed']>> {
  requireClaim(ctx, 'bank', 'read');
  const filter = query.bankId
    ? sql`l.bank_agent_id = ${(await loadBankAgent(ctx, query.bankId, 'read')).id}`
    : sql`true`;
  const [count] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from bank_logs l
          left join bank_accounts ba on ba.id = l.bank_account_id
         where ${visible(ctx)} and ${filter}`,
  );
  const items = await selectLog(ctx, filter, sql`limit ${query.take} offset ${query.skip}`);
  return { TotalCount: count?.n ?? 0, Items: items };
}
