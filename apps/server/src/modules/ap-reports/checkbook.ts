import { queryRows, sql } from '@hoa/db';
import { addDays, TxnTypes } from '@hoa/domain';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { money, num, rangeLine } from '../ar-reports/index';
import { bookBalanceSql } from '../bank-reconciliation/index';
import { apScope, plural, reportBankAccounts, type ApQuery } from './ap-report-scope';

const columns: ReportColumn[] = [
  { key: 'date', title: 'Date', kind: 'date' },
  { key: 'type', title: 'Type', kind: 'text', width: 1.4 },
  { key: 'reference', title: 'Check # / Ref', kind: 'text', width: 1.1 },
  { key: 'payee', title: 'Payee / Payer', kind: 'text', width: 2.2 },
  money('deposit', 'Deposit'),
  money('payment', 'Payment'),
  money('balance', 'Balance'),
];

interface Line {
  date: string;
  txnTypeId: number;
  reference: string;
  payee: string;
  deposit: number;
  payment: number;
  balance: number;
}

const typeName = (id: number) => TxnTypes.find((t) => t.TopsTxnTypeId === id)?.TxnTypeName ?? '';

/**
 * Checkbook: one bank account's register (the community's primary one by default): the cash of
 * its GL account in the range, one line per item (a check, a deposit with its check number, and
 * everything else), after the balance brought forward, with the running balance.
 */
export async function checkbook(ctx: RequestContext, q: ApQuery): Promise<ReportData> {
  const s = await apScope(ctx, q);
  const [bank] = await reportBankAccounts(ctx, s.communityAgentId, q.bankAccountId);
  const glAccountId = bank?.glAccountId ?? null;
  const book = {
    glAccountId: glAccountId ?? 0,
    communityAgentId: s.communityAgentId,
    costCenter: null,
  };
  const [opening] = await queryRows<{ cents: string | null }>(
    ctx.tx,
    sql`select (${bookBalanceSql(book, addDays(s.startDate, -1))})::text as cents`,
  );
  const forward = num(opening?.cents);
  // One line per item and day, as the reconciliation screen shows it: an owner's check applied
  // to several codes posts a cash line per code, and is one deposit of the whole check.
  const lines = await queryRows<Line>(
    ctx.tx,
    sql`with cash as (
          select l.item_id, l.post_date, min(l.id) as first_line,
                 sum(l.debit_cents)::bigint as deposit, sum(l.credit_cents)::bigint as payment
            from gl_lines l
           where l.account_id = ${glAccountId}::bigint
             and l.community_agent_id = ${s.communityAgentId}::bigint
             and l.post_date between ${s.startDate}::date and ${s.endDate}::date
           group by l.item_id, l.post_date)
        select c.post_date::text as date, i.txn_type_id::int as "txnTypeId",
               coalesce(p.check_number,
                        (select ia.check_number from item_agents ia
                          where ia.item_id = c.item_id and ia.check_number is not null
                          order by ia.id limit 1),
                        i.reference, '') as reference,
               coalesce((select k.display_name from item_agents ia
                         join contacts k on k.agent_id = ia.agent_id
                         where ia.item_id = c.item_id order by ia.id limit 1), '') as payee,
               c.deposit::int8 as deposit, c.payment::int8 as payment,
               (${forward}::bigint + sum(c.deposit - c.payment)
                  over (order by c.post_date, c.first_line))::int8 as balance
        from cash c join items i on i.id = c.item_id
        left join ap_payments p on p.item_id = c.item_id
        order by c.post_date, c.first_line`,
  );
  const closing = lines.at(-1)?.balance ?? forward;
  const rows: ReportRow[] = [
    { cells: { payee: 'Balance forward', balance: forward }, style: 'subtotal' },
    ...lines.map((l) => ({
      cells: {
        date: l.date,
        type: typeName(l.txnTypeId),
        reference: l.reference,
        payee: l.payee,
        deposit: l.deposit || null,
        payment: l.payment || null,
        balance: l.balance,
      },
    })),
    {
      cells: {
        payee: `Ending balance: ${plural(lines.length, 'line')}`,
        deposit: lines.reduce((sum, l) => sum + l.deposit, 0),
        payment: lines.reduce((sum, l) => sum + l.payment, 0),
        balance: closing,
      },
      style: 'total',
    },
  ];
  return {
    title: 'Checkbook',
    subtitle: [...s.heading, bank?.name ?? 'No bank account', rangeLine(s)],
    columns,
    rows,
    orientation: 'landscape',
    fileName: `Checkbook ${s.community} ${s.startDate} ${s.endDate}`,
  };
}
