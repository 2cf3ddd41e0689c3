import { queryRows, sql } from '@hoa/db';
import { formatCents, formatDate, hasAccess, maskAccountNumber } from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

interface LatestStatement {
  id: number;
  accountName: string;
  accountNumber: string;
  startDate: string | null;
  endDate: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
}

interface StatementLine {
  date: string;
  description: string | null;
  checkNumber: string | null;
  amount: number;
}

const day = (d: string | null) => (d === null ? '—' : formatDate(d));
const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/** One statement as a report: the account, its period and balances above its lines. */
function statementReport(s: LatestStatement, lines: readonly StatementLine[]): ReportData {
  return {
    title: 'Smart Banking Statement',
    subtitle: [
      `${s.accountName} ${maskAccountNumber(s.accountNumber)}`,
      `Period ${day(s.startDate)} – ${day(s.endDate)}`,
      `Opening balance ${money(s.openingBalance)} · Closing balance ${money(s.closingBalance)}`,
    ],
    columns: [
      { key: 'date', title: 'Date', kind: 'date' },
      { key: 'description', title: 'Description', kind: 'text', width: 4 },
      { key: 'checkNumber', title: 'Check number', kind: 'text', width: 1 },
      { key: 'amount', title: 'Amount', kind: 'money' },
    ],
    rows: lines.map((l) => ({
      cells: {
        date: l.date,
        description: l.description,
        checkNumber: l.checkNumber,
        amount: l.amount,
      },
    })),
    fileName: `statement-${s.id}`,
  };
}

/**
 * The community's Smart Banking statements a report job appends to its PDF: for each live bank
 * account of the community, its latest imported statement (by end date, then import) with its
 * live lines, as reports in the accounts' order. Read as the caller: none without read access to
 * the bank claim; the community must be on their list.
 */
export async function smartBankingStatementReports(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<ReportData[]> {
  if (!hasAccess(ctx.user.grants, 'bank', 'read')) return [];
  await requireCommunity(ctx, communityAgentId);
  const statements = await queryRows<LatestStatement>(
    ctx.tx,
    sql`select s.id::int8 as id, ba.account_name as "accountName", ba.account_number as "accountNumber",
               to_char(s.start_date, 'YYYY-MM-DD') as "startDate", to_char(s.end_date, 'YYYY-MM-DD') as "endDate",
               s.opening_balance_cents::int8 as "openingBalance", s.closing_balance_cents::int8 as "closingBalance"
          from bank_accounts ba
          join lateral (select * from bank_statements st where st.bank_account_id = ba.id
                         order by st.end_date desc nulls last, st.id desc limit 1) s on true
         where ba.community_agent_id = ${communityAgentId} and not ba.is_removed
         order by ba.account_name, ba.id`,
  );
  // Every statement's live lines in one query, grouped by statement here.
  const lines = await queryRows<StatementLine & { statementId: number }>(
    ctx.tx,
    sql`select statement_id::int8 as "statementId", to_char(transaction_date, 'YYYY-MM-DD') as date,
               description, check_number as "checkNumber", amount_cents::int8 as amount
          from bank_transactions
         where statement_id = any(${idArray(statements.map((st) => st.id))}) and not is_deleted
         order by transaction_date, id`,
  );
  return statements.map((statement) =>
    statementReport(
      statement,
      lines.filter((l) => Number(l.statementId) === Number(statement.id)),
    ),
  );
}
