import { queryRows, sql } from '@hoa/db';
import { CodeTypeId, formatCents, formatDate, mergeTableValue } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import type { LetterRecipient } from './merge-values';

interface ActionRow {
  owner: string | number;
  name: string;
  description: string | null;
  cents: string | number;
  run_date: string;
}

interface BalanceRow {
  owner: string | number;
  alias: string;
  name: string;
  cents: string | number;
}

interface HistoryRow {
  owner: string | number;
  post_date: string;
  alias: string;
  cents: string | number;
}

/** What {PaymentHistory} says when the owner paid nothing in the year. */
const noPayments = 'No payments in the last 12 months.';

/**
 * The recipients with the merge values of their collection letter of a collection run (53): the
 * action taken and its charge, the run's date, the owner's balances by code and their total, and
 * the payments of the last year on codes of the categories whose payment history the collection
 * settings include. A recipient the run did not reach is answered as given.
 */
export async function withCollectionValues(
  ctx: RequestContext,
  itemId: number,
  recipients: readonly LetterRecipient[],
): Promise<LetterRecipient[]> {
  const owners = idArray(recipients.map((r) => r.ownerAgentId));
  const actions = await queryRows<ActionRow>(
    ctx.tx,
    sql`select distinct on (ia.agent_id) ia.agent_id as owner, k.code_name as name,
               k.code_description as description, d.amount_cents as cents,
               coalesce(i.post_date, i.event_date)::text as run_date
          from items i
          join item_agents ia on ia.item_id = i.id and not ia.is_deleted
          join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
          join codes k on k.id = d.code_id and k.code_type_id = ${CodeTypeId.CollectionAction}::smallint
         where i.id = ${itemId} and ia.agent_id = any(${owners})
         order by ia.agent_id, d.id`,
  );
  const balances = await queryRows<BalanceRow>(
    ctx.tx,
    sql`select b.owner_agent_id as owner, k.code_alias as alias, k.code_name as name,
               b.balance_cents as cents
          from owner_code_balances b join codes k on k.id = b.code_id
         where b.owner_agent_id = any(${owners}) and b.balance_cents <> 0
         order by k.code_alias`,
  );
  const history = await queryRows<HistoryRow>(
    ctx.tx,
    sql`select a.owner_agent_id as owner, a.post_date::text, k.code_alias as alias,
               a.amount_cents as cents
          from ar_lines a
          join codes k on k.id = a.code_id
          join collection_settings st on st.community_agent_id = a.community_agent_id
         where a.owner_agent_id = any(${owners}) and a.amount_cents < 0
           and k.code_category_id = any(st.include_history_code_category_ids)
           and a.post_date > current_date - 365
         order by a.post_date, a.id`,
  );
  const of = <T extends { owner: string | number }>(list: readonly T[], owner: number) =>
    list.filter((row) => Number(row.owner) === owner);
  return recipients.map((recipient) => {
    const action = of(actions, recipient.ownerAgentId)[0];
    if (!action) return recipient;
    const owed = of(balances, recipient.ownerAgentId);
    const total = owed.reduce((sum, b) => sum + Number(b.cents), 0);
    const paid = of(history, recipient.ownerAgentId);
    const values: Record<string, string> = {
      CollectionAction: action.name,
      CollectionActionDescription: action.description ?? '',
      CollectionCharge: formatCents(Number(action.cents)),
      CollectionDate: formatDate(action.run_date),
      PastDueBalance: formatCents(total),
      BalanceByCode: mergeTableValue([
        ['Code', 'Description', 'Balance'],
        ...owed.map((b) => [b.alias, b.name, formatCents(Number(b.cents))]),
        ['', 'Total', formatCents(total)],
      ]),
      PaymentHistory:
        paid.length === 0
          ? noPayments
          : mergeTableValue([
              ['Date', 'Code', 'Amount'],
              ...paid.map((p) => [formatDate(p.post_date), p.alias, formatCents(-Number(p.cents))]),
            ]),
    };
    return { ...recipient, values: { ...recipient.values, ...values } };
  });
}
