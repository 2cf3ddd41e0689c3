import { queryRows, sql } from '@hoa/db';
import { CouponMessages } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import { liveOwnerLine, txnTypeName } from '../owner-ledger/index';
import type { BilledOwner } from './billed-owners';
import { remitTo, type NamedCompanyWork, type RemitTo } from './remit-to';
import { idArray } from '../../sql/index';

export interface StatementLine {
  postDate: string;
  description: string;
  codeAlias: string;
  amountCents: number;
  balanceCents: number;
}

export interface Statement {
  owner: BilledOwner;
  remit: RemitTo;
  statementDate: string;
  startDate: string;
  message: string;
  openingCents: number;
  lines: StatementLine[];
  /** The owner's balance of each code on the statement date, codes with a balance only. */
  codeBalances: { codeAlias: string; codeName: string; balanceCents: number }[];
  closingCents: number;
}

export interface StatementRequest {
  communityAgentId: number;
  statementDate: string;
  startDate: string;
  message: string;
}

interface LineRow {
  owner: string | number;
  post_date: string;
  txn_type_id: number;
  text: string | null;
  alias: string;
  cents: string | number;
  running: string | number;
}

interface SumRow {
  owner: string | number;
  alias: string;
  name: string;
  cents: string | number;
}

/**
 * The statements of owners: the balance brought forward from before the start date, every owner
 * line from the start to the statement date with the running balance (removed transactions left
 * out: their lines and reversals cancel), and the balance of each code on the statement date.
 * Three set-based queries whatever the number of owners.
 */
export async function statementsOf(
  ctx: NamedCompanyWork,
  owners: readonly BilledOwner[],
  request: StatementRequest,
): Promise<Statement[]> {
  const { statementDate, startDate } = request;
  if (startDate > statementDate) throw badRequest(CouponMessages.startDateAfterStatementDate);
  const ids = idArray(owners.map((o) => o.ownerAgentId));
  const opening = await queryRows<{ owner: string | number; cents: string | number }>(
    ctx.tx,
    sql`select owner_agent_id as owner, sum(amount_cents) as cents from ar_lines
         where owner_agent_id = any(${ids}) and post_date < ${startDate}::date
         group by owner_agent_id`,
  );
  const openingOf = new Map(opening.map((r) => [Number(r.owner), Number(r.cents)]));
  const lines = await queryRows<LineRow>(
    ctx.tx,
    sql`select a.owner_agent_id as owner, a.post_date::text as post_date, a.txn_type_id,
               coalesce(a.description, i.description, i.reference) as text, c.code_alias as alias,
               a.amount_cents as cents,
               sum(a.amount_cents) over (partition by a.owner_agent_id
                                         order by a.post_date, a.item_id, a.id) as running
          from ar_lines a
          join items i on i.id = a.item_id
          join codes c on c.id = a.code_id
         where a.owner_agent_id = any(${ids})
           and a.post_date between ${startDate}::date and ${statementDate}::date
           and ${liveOwnerLine}
         order by a.owner_agent_id, a.post_date, a.item_id, a.id`,
  );
  const balances = await queryRows<SumRow>(
    ctx.tx,
    sql`select a.owner_agent_id as owner, c.code_alias as alias, c.code_name as name,
               sum(a.amount_cents) as cents
          from ar_lines a join codes c on c.id = a.code_id
         where a.owner_agent_id = any(${ids}) and a.post_date <= ${statementDate}::date
         group by a.owner_agent_id, c.code_alias, c.code_name
        having sum(a.amount_cents) <> 0
         order by c.code_alias`,
  );
  const remit = await remitTo(ctx, request.communityAgentId);
  const linesOf = byOwner(lines);
  const balancesOf = byOwner(balances);
  return owners.map((owner) => {
    const openingCents = openingOf.get(owner.ownerAgentId) ?? 0;
    const own = (linesOf.get(owner.ownerAgentId) ?? []).map((r): StatementLine => ({
      postDate: r.post_date,
      description: r.text ?? txnTypeName(r.txn_type_id),
      codeAlias: r.alias,
      amountCents: Number(r.cents),
      balanceCents: openingCents + Number(r.running),
    }));
    return {
      owner,
      remit,
      statementDate,
      startDate,
      message: request.message,
      openingCents,
      lines: own,
      codeBalances: (balancesOf.get(owner.ownerAgentId) ?? []).map((b) => ({
        codeAlias: b.alias,
        codeName: b.name,
        balanceCents: Number(b.cents),
      })),
      closingCents: own.at(-1)?.balanceCents ?? openingCents,
    };
  });
}

function byOwner<T extends { owner: string | number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const key = Number(row.owner);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}
