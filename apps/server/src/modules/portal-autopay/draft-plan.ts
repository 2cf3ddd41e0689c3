import { queryRows, sql, type Tx } from '@hoa/db';
import {
  autopayDraft,
  TxnTypeId,
  type AutopayCharge,
  type AutopayDraft,
  type IsoDate,
} from '@hoa/domain';
import { idArray } from '../../sql/index';

export interface DraftOwner {
  ownerAgentId: number;
  capCents: number | null;
  payPastDue: boolean;
}

interface ChargeRow {
  owner: string | number;
  code_id: string | number;
  code_type_id: number;
  frequency_id: number | null;
  instalment: string | number;
  anchor: string | null;
  start_date: string | null;
  end_date: string | null;
  open_cents: string | number;
}

/**
 * The draft of each owner on a draft date, by the autopay draft rule of @hoa/domain: the codes
 * assigned to the owner's property with one instalment each (the owner's last charge of the code,
 * else the code's amount), the code's anchor (its start date, else the owner's first charge of it,
 * else when it was last applied) and the owner's balance on it, and the owner's whole balance.
 */
export async function draftsOn(
  tx: Tx,
  owners: readonly DraftOwner[],
  draftDate: IsoDate,
): Promise<Map<number, AutopayDraft>> {
  if (owners.length === 0) return new Map();
  const ids = owners.map((o) => o.ownerAgentId);
  const rows = await queryRows<ChargeRow>(
    tx,
    sql`select o.id as owner, ca.code_id, k.code_type_id, k.frequency_id,
               coalesce(lc.amount_cents, k.amount_cents) as instalment,
               coalesce(k.start_date, fc.first_on, k.last_applied)::text as anchor,
               k.start_date::text, k.end_date::text, coalesce(b.balance_cents, 0) as open_cents
          from agents o
          join charge_assignments ca on ca.agent_id = o.parent_agent_id
          join codes k on k.id = ca.code_id
          left join owner_code_balances b on b.owner_agent_id = o.id and b.code_id = ca.code_id
          left join lateral (select l.amount_cents from ar_lines l
                              where l.owner_agent_id = o.id and l.code_id = ca.code_id
                                and l.txn_type_id = ${TxnTypeId.ApplyCharges}::smallint and l.amount_cents > 0
                              order by l.post_date desc, l.id desc limit 1) lc on true
          left join lateral (select min(l.post_date) as first_on from ar_lines l
                              where l.owner_agent_id = o.id and l.code_id = ca.code_id
                                and l.txn_type_id = ${TxnTypeId.ApplyCharges}::smallint) fc on true
         where o.id = any(${idArray(ids)})
         order by o.id, ca.code_id`,
  );
  const balances = await queryRows<{ owner: string | number; cents: string | number }>(
    tx,
    sql`select b.owner_agent_id as owner, sum(b.balance_cents) as cents from owner_code_balances b
         where b.owner_agent_id = any(${idArray(ids)}) group by b.owner_agent_id`,
  );
  const balanceOf = new Map(balances.map((b) => [Number(b.owner), Number(b.cents)]));
  const charges = new Map<number, AutopayCharge[]>();
  for (const r of rows) {
    const list = charges.get(Number(r.owner)) ?? [];
    list.push({
      codeId: Number(r.code_id),
      codeTypeId: r.code_type_id,
      frequencyId: r.frequency_id,
      instalmentCents: Number(r.instalment),
      anchorDate: r.anchor,
      startDate: r.start_date,
      endDate: r.end_date,
      openCents: Number(r.open_cents),
    });
    charges.set(Number(r.owner), list);
  }
  return new Map(
    owners.map((o) => [
      o.ownerAgentId,
      autopayDraft({
        draftDate,
        charges: charges.get(o.ownerAgentId) ?? [],
        balanceCents: balanceOf.get(o.ownerAgentId) ?? 0,
        capCents: o.capCents,
        payPastDue: o.payPastDue,
      }),
    ]),
  );
}
