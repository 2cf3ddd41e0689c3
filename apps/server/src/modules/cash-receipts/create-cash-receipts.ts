import { queryRows, sql, type Tx } from '@hoa/db';
import { OwnerLikeAgentTypeIds, PaymentMessages as M, StatusId } from '@hoa/domain';
import { badRequest } from '../../http/errors';

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
 * Makes accrued cash receipts, all of them in a few INSERT … SELECT statements whatever their
 * number, and returns their item ids in the order given. Each receipt is an item with one item
 * agent (the owner) and one detail without a code: the receipt total, debit, on the bank's GL
 * account. The receipt posts (postCashReceipts) once its application to the owner's codes is worked
 * out under the owner's lock. A receipt whose idempotency key exists already is not made again:
 * the existing item's id is returned for it.
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
 */
export async function writeCashReceipts(
  tx: Tx,
  companyId: number,
  receipts: readonly CashReceiptInput[],
  status: typeof StatusId.Accrued | typeof StatusId.Posted,
): Promise<WrittenCashReceipts> {
  if (receipts.length === 0) return { itemIds: [], made: [] };
  const input = sql`(select * from jsonb_to_recordset(${JSON.stringify(
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
      description text, is_direct_debit boolean, idempotency_key text))`;
  await requireValid(tx, input);
  const fresh = await queryRows<Allocated>(
    tx,
    sql`select r.ord, nextval(pg_get_serial_sequence('items', 'id'))::int8 as item_id
          from (select t.*, row_number() over (partition by t.idempotency_key order by t.ord) as nth
                  from ${input} t) r
         where r.idempotency_key is null
            or (r.nth = 1
                and not exists (select 1 from items i where i.idempotency_key = r.idempotency_key))`,
  );
  if (fresh.length > 0) await insertReceipts(tx, companyId, input, fresh, status);
  const keyed = await queryRows<Allocated>(
    tx,
    sql`select r.ord, i.id::int8 as item_id from ${input} r
          join items i on i.idempotency_key = r.idempotency_key`,
  );
  const ids = new Map<number, number>([...fresh, ...keyed].map((a) => [a.ord, a.item_id]));
  // A key another request wrote first (its insert waited on ours) stays that request's receipt.
  const made = new Set(fresh.filter((a) => ids.get(a.ord) === a.item_id).map((a) => a.ord));
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

/** Owner of the community, bank account of the community with a GL account, amount above 0. */
async function requireValid(tx: Tx, input: ReturnType<typeof sql>): Promise<void> {
  const [problem] = await queryRows<{ owner_ok: boolean; bank_ok: boolean; gl_ok: boolean }>(
    tx,
    sql`select o.id is not null as owner_ok, b.id is not null as bank_ok,
               b.gl_account_id is not null as gl_ok
          from ${input} r
          left join agents o on o.id = r.owner_agent_id and not o.is_deleted
               and o.community_agent_id = r.community_agent_id
               and o.agent_type_id = any(${`{${OwnerLikeAgentTypeIds.join(',')}}`}::smallint[])
          left join bank_accounts b on b.id = r.bank_account_id and not b.is_removed
               and b.community_agent_id = r.community_agent_id
         where o.id is null or b.id is null or b.gl_account_id is null or r.amount_cents <= 0
         limit 1`,
  );
  if (!problem) return;
  if (!problem.owner_ok) throw badRequest(M.ownerNotInCommunity);
  if (!problem.bank_ok) throw badRequest(M.bankAccountRequired);
  if (!problem.gl_ok) throw badRequest(M.bankWithoutGlAccount);
  throw badRequest(M.amountRequired);
}

async function insertReceipts(
  tx: Tx,
  companyId: number,
  input: ReturnType<typeof sql>,
  fresh: readonly Allocated[],
  status: number,
): Promise<void> {
  const made = sql`(select * from jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb)
                      as m(ord int, item_id bigint))`;
  // A request retried while the first is still running waits on the key and then makes nothing.
  // Each input is named once (a materialized join): a parameter named three times was sent and
  // parsed three times, 2 MB each for 10,000 lockbox receipts (issue 27).
  await tx.execute(
    sql`with r as materialized (
          select t.*, m.item_id from ${made} m join ${input} t on t.ord = m.ord
        ), items_made as (
          insert into items (id, company_id, community_agent_id, txn_type_id, status_id, event_date,
            post_date, reference, description, idempotency_key)
          overriding system value
          select r.item_id, ${companyId}, r.community_agent_id, r.txn_type_id,
                 ${status}::smallint, r.event_date, r.event_date, r.reference,
                 r.description, r.idempotency_key
            from r
              on conflict (company_id, idempotency_key) do nothing
          returning id),
        agents_made as (
          insert into item_agents (company_id, item_id, agent_id, check_number, is_direct_debit)
          select ${companyId}, r.item_id, r.owner_agent_id, r.check_number, r.is_direct_debit
            from items_made i join r on r.item_id = i.id
          returning id, item_id)
        insert into item_agent_details (company_id, item_agent_id, code_id, amount_cents,
          accrued_amount_cents, is_debit, account_id, description)
        select ${companyId}, a.id, null, r.amount_cents, r.amount_cents, true, b.gl_account_id,
               'Receipt total'
          from agents_made a
          join r on r.item_id = a.item_id
          join bank_accounts b on b.id = r.bank_account_id`,
  );
}
