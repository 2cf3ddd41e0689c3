import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { OwnerLikeAgentTypeIds, PaymentMessages as M, StatusId } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import { withJoinedReferences, withLargeBatchPlan, type JoinedReference } from '../gl/index';

/** One payment received from an owner (spec 1 §3.3: types 48 manual, 49 lockbox, 50 scan, 51 ACH). */
export interface CashReceiptInput {
  communityAgentId: number;
  txnTypeId: 48 | 49 | 50 | 51;
  /** The owner paying: an owner-like agent of the community (the billed primary owner). */
  ownerAgentId: number;
  /** The community bank account the money goes to; its GL account is the cash side. */
  bankAccountId: number;
  amountCents: number;
  eventDate: string;
  checkNumber?: string | null;
  reference?: string | null;
  description?: string | null;
  isDirectDebit?: boolean;
  /** Unique per company: a receipt already made with this key is returned, not made again. */
  idempotencyKey?: string | null;
}

interface Allocated {
  ord: number;
  item_id: number;
}

/** Receipts written: every receipt's item id in the order given, and which of them were made now. */
export interface WrittenCashReceipts {
  itemIds: number[];
  /** The receipts made by this call (in the order given); the others' keys existed already. */
  made: { itemId: number; receipt: CashReceiptInput }[];
}

/**
 * Makes accrued cash receipts, all of them in one statement whatever their number
 * (writeCashReceipts), and returns their item ids in the order given. Each receipt is an item with
 * one item agent (the owner) and one detail without a code: the receipt total, debit, on the
 * bank's GL account. The receipt posts (postCashReceipts) once its application to the owner's
 * codes is worked out under the owner's lock. A receipt whose idempotency key exists already is
 * not made again: the existing item's id is returned for it.
 */
export async function createCashReceipts(
  tx: Tx,
  companyId: number,
  receipts: readonly CashReceiptInput[],
): Promise<number[]> {
  return (await writeCashReceipts(tx, companyId, receipts, StatusId.Accrued)).itemIds;
}

/**
 * Writes cash receipts in the status given: accrued (createCashReceipts), or posted by
 * createPostedCashReceipts, which writes their application and lines in the same transaction.
 * One statement checks the receipts, finds the keys made before and writes the new receipts, so
 * that the input (2 MB for 10,000 lockbox payments) is sent and parsed once (issue 27); it writes
 * nothing when a receipt is refused.
 */
export async function writeCashReceipts(
  tx: Tx,
  companyId: number,
  receipts: readonly CashReceiptInput[],
  status: typeof StatusId.Accrued | typeof StatusId.Posted,
): Promise<WrittenCashReceipts> {
  if (receipts.length === 0) return { itemIds: [], made: [] };
  const input = sql`select * from jsonb_to_recordset(${JSON.stringify(
    receipts.map((r, ord) => ({
      ord,
      community_agent_id: r.communityAgentId,
      txn_type_id: r.txnTypeId,
      owner_agent_id: r.ownerAgentId,
      bank_account_id: r.bankAccountId,
      amount_cents: r.amountCents,
      event_date: r.eventDate,
      check_number: r.checkNumber ?? null,
      reference: r.reference ?? null,
      description: r.description ?? null,
      is_direct_debit: r.isDirectDebit ?? false,
      idempotency_key: r.idempotencyKey ?? null,
    })),
  )}::jsonb) as t(ord int, community_agent_id bigint, txn_type_id smallint, owner_agent_id bigint,
      bank_account_id bigint, amount_cents bigint, event_date date, check_number text, reference text,
      description text, is_direct_debit boolean, idempotency_key text)`;
  // Its item agents name the items it inserts and the owners it checks; its details, its item
  // agents.
  const rows = await withLargeBatchPlan(tx, receipts.length, () =>
    withJoinedReferences(tx, writtenReferences, () =>
      queryRows<Written>(tx, writeStatement(companyId, input, status)),
    ),
  );
  const [problem] = rows.filter((r) => r.owner_ok !== null);
  if (problem) throw refusalOf(problem);
  const ids = new Map<number, number>(rows.map((r) => [r.ord ?? 0, r.item_id ?? 0]));
  const made = new Set(rows.filter((r) => r.made).map((r) => r.ord));
  if (ids.size < receipts.length) {
    // A key another request wrote first (our insert waited on it) names that request's receipt,
    // which this statement's snapshot did not see.
    const keyed = await queryRows<Allocated>(
      tx,
      sql`select r.ord, i.id::int8 as item_id from (${input}) r
            join items i on i.idempotency_key = r.idempotency_key`,
    );
    for (const k of keyed) if (!ids.has(k.ord)) ids.set(k.ord, k.item_id);
  }
  const itemIds = receipts.map((_, ord) => {
    const id = ids.get(ord);
    if (id === undefined) throw new Error('cash receipt without an item');
    return id;
  });
  return {
    itemIds,
    made: receipts.flatMap((receipt, ord) =>
      made.has(ord) ? [{ itemId: itemIds[ord] ?? 0, receipt }] : [],
    ),
  };
}

const writtenReferences: readonly JoinedReference[] = [
  'item_agents.item_id',
  'item_agents.agent_id',
  'item_agent_details.item_agent_id',
];

/**
 * A row of writeStatement: a refusal (owner_ok and the other checks set, the rest null), or a
 * receipt's item (made now, or found by its key).
 */
interface Written {
  owner_ok: boolean | null;
  bank_ok: boolean | null;
  gl_ok: boolean | null;
  ord: number | null;
  item_id: number | null;
  made: boolean | null;
}

function refusalOf(problem: Written) {
  if (!problem.owner_ok) return badRequest(M.ownerNotInCommunity);
  if (!problem.bank_ok) return badRequest(M.bankAccountRequired);
  if (!problem.gl_ok) return badRequest(M.bankWithoutGlAccount);
  return badRequest(M.amountRequired);
}

/**
 * The receipts checked (owner of the community, bank account of the community with a GL account,
 * amount above 0: the first refusal comes back and nothing is written), then each made as an item
 * with its item agent and receipt-total detail unless its idempotency key exists (its item comes
 * back) or an earlier receipt of the input has the same key (it gets that one's item). A request
 * retried while the first is still running waits on the key and then makes nothing. Its input and
 * the rows it writes carry no statistics: a large write joins them by hash (withLargeBatchPlan),
 * and looks the owners, bank accounts and keys up by index one by one (lateral, `offset 0`).
 */
function writeStatement(companyId: number, input: SQL, status: number): SQL {
  return sql`with t as materialized (${input}),
    problem as materialized (
      select o.id is not null as owner_ok, b.id is not null as bank_ok,
             b.gl_account_id is not null as gl_ok
        from t r
        left join lateral (select o.id from agents o where o.id = r.owner_agent_id
             and not o.is_deleted and o.community_agent_id = r.community_agent_id
             and o.agent_type_id = any(${`{${OwnerLikeAgentTypeIds.join(',')}}`}::smallint[])
             offset 0) o on true
        left join lateral (select b.id, b.gl_account_id from bank_accounts b
             where b.id = r.bank_account_id and not b.is_removed
               and b.community_agent_id = r.community_agent_id offset 0) b on true
       where o.id is null or b.id is null or b.gl_account_id is null or r.amount_cents <= 0
       limit 1),
    keyed as materialized (
      select r.ord, i.id as item_id from t r
       cross join lateral (select i.id from items i
                            where i.idempotency_key = r.idempotency_key offset 0) i),
    r as materialized (
      select x.*, nextval(pg_get_serial_sequence('items', 'id')) as item_id
        from (select t.*, row_number() over (partition by t.idempotency_key order by t.ord) as nth
                from t) x
       where not exists (select 1 from problem)
         and (x.idempotency_key is null
              or (x.nth = 1 and not exists (select 1 from keyed k where k.ord = x.ord)))),
    items_made as (
      insert into items (id, company_id, community_agent_id, txn_type_id, status_id, event_date,
        post_date, reference, description, idempotency_key)
      overriding system value
      select r.item_id, ${companyId}, r.community_agent_id, r.txn_type_id, ${status}::smallint,
             r.event_date, r.event_date, r.reference, r.description, r.idempotency_key
        from r
          on conflict (company_id, idempotency_key) do nothing
      returning id),
    agents_made as (
      insert into item_agents (company_id, item_id, agent_id, check_number, is_direct_debit)
      select ${companyId}, r.item_id, r.owner_agent_id, r.check_number, r.is_direct_debit
        from items_made i join r on r.item_id = i.id
      returning id, item_id),
    details_made as (
      insert into item_agent_details (company_id, item_agent_id, code_id, amount_cents,
        accrued_amount_cents, is_debit, account_id, description)
      select ${companyId}, a.id, null, r.amount_cents, r.amount_cents, true, b.gl_account_id,
             'Receipt total'
        from agents_made a
        join r on r.item_id = a.item_id
        cross join lateral (select b.gl_account_id from bank_accounts b
                             where b.id = r.bank_account_id offset 0) b)
    select p.owner_ok, p.bank_ok, p.gl_ok, null::int as ord, null::int8 as item_id,
           null::boolean as made
      from problem p
    union all
    select null, null, null, x.ord, x.item_id::int8, x.made
      from (select r.ord, r.item_id, true as made from r join items_made m on m.id = r.item_id
            union all
            select t.ord, r.item_id, false from t
              join r on r.idempotency_key = t.idempotency_key and r.ord < t.ord
              join items_made m on m.id = r.item_id
            union all
            select k.ord, k.item_id, false from keyed k) x`;
}
