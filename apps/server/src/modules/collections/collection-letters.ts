import { queryRows, sql } from '@hoa/db';
import {
  CodeTypeId,
  CollectionMessages,
  formatCents,
  formatDate,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import type { Letter } from '../../documents/index';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

interface LetterRow {
  owner_agent_id: string | number;
  owner_name: string | null;
  address: string | null;
  account_number: string | null;
  action_name: string;
  action_description: string | null;
  action_cents: string | number;
  post_date: string;
  community_name: string | null;
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

/**
 * The collection letters of a collection run (53), one per owner (or the one of a property): the
 * action taken and its charge, the owner's balances by code, and the payments of the last year on
 * codes of the categories whose payment history the settings include.
 */
export async function collectionLetters(
  ctx: RequestContext,
  itemId: number,
  propertyAgentId: number | null,
): Promise<Letter[]> {
  const [item] = await queryRows<{ community: string | number }>(
    ctx.tx,
    sql`select community_agent_id as community from items
         where id = ${itemId} and txn_type_id = ${TxnTypeId.Collection}::smallint
           and status_id in (${StatusId.Accrued}, ${StatusId.Posted})`,
  );
  if (!item) throw notFound(CollectionMessages.noLetter);
  const communityAgentId = Number(item.community);
  await requireCommunity(ctx, communityAgentId);
  const rows = await queryRows<LetterRow>(
    ctx.tx,
    sql`select ia.agent_id as owner_agent_id, oc.display_name as owner_name,
               pc.display_name as address, pd.account_number, k.code_name as action_name,
               k.code_description as action_description, d.amount_cents as action_cents,
               coalesce(i.post_date, i.event_date)::text as post_date,
               cc.display_name as community_name
          from items i
          join item_agents ia on ia.item_id = i.id and not ia.is_deleted
          join agents o on o.id = ia.agent_id
          join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
          join codes k on k.id = d.code_id and k.code_type_id = ${CodeTypeId.CollectionAction}::smallint
          left join contacts oc on oc.agent_id = o.id
          left join contacts pc on pc.agent_id = o.parent_agent_id
          left join property_details pd on pd.agent_id = o.parent_agent_id
          left join contacts cc on cc.agent_id = i.community_agent_id
         where i.id = ${itemId}
           ${propertyAgentId === null ? sql`` : sql`and o.parent_agent_id = ${propertyAgentId}`}
         order by pd.account_number nulls last, ia.id`,
  );
  if (rows.length === 0) throw notFound(CollectionMessages.noLetter);
  const owners = sql`(select ia.agent_id from item_agents ia where ia.item_id = ${itemId})`;
  const balances = await queryRows<BalanceRow>(
    ctx.tx,
    sql`select b.owner_agent_id as owner, k.code_alias as alias, k.code_name as name,
               b.balance_cents as cents
          from owner_code_balances b join codes k on k.id = b.code_id
         where b.owner_agent_id in ${owners} and b.balance_cents <> 0
         order by k.code_alias`,
  );
  const history = await queryRows<HistoryRow>(
    ctx.tx,
    sql`select a.owner_agent_id as owner, a.post_date::text, k.code_alias as alias,
               a.amount_cents as cents
          from ar_lines a
          join codes k on k.id = a.code_id
          join collection_settings st on st.community_agent_id = a.community_agent_id
         where a.owner_agent_id in ${owners} and a.amount_cents < 0
           and k.code_category_id = any(st.include_history_code_category_ids)
           and a.post_date > current_date - 365
         order by a.post_date, a.id`,
  );
  return rows.map((row) => letterOf(ctx.user.companyName, row, balances, history));
}

function letterOf(
  companyName: string,
  row: LetterRow,
  balances: readonly BalanceRow[],
  history: readonly HistoryRow[],
): Letter {
  const mine = <T extends { owner: string | number }>(list: readonly T[]) =>
    list.filter((r) => String(r.owner) === String(row.owner_agent_id));
  const owed = mine(balances);
  const total = owed.reduce((sum, b) => sum + Number(b.cents), 0);
  const charge = Number(row.action_cents);
  const paid = mine(history);
  const owner = row.owner_name ?? 'Homeowner';
  return {
    from: [companyName, row.community_name ?? ''],
    date: formatDate(row.post_date),
    to: [
      owner,
      row.address ?? '',
      row.account_number ? `Account ${row.account_number}` : '',
    ].filter((line) => line !== ''),
    subject: `Collection notice: ${row.action_name}`,
    paragraphs: [
      `Dear ${owner},`,
      `Our records show a past-due balance of ${formatCents(total)} on the account of ${row.address ?? 'your property'}.`,
      ...(row.action_description ? [row.action_description] : []),
      ...(charge > 0
        ? [`A ${row.action_name} charge of ${formatCents(charge)} has been added to the account.`]
        : []),
      'Please pay the balance in full, or contact the management office to arrange payment, to avoid further collection action.',
    ],
    tables: [
      {
        title: 'Balance by code',
        columns: [
          { title: 'Code' },
          { title: 'Description' },
          { title: 'Balance', alignRight: true },
        ],
        rows: [
          ...owed.map((b) => [b.alias, b.name, formatCents(Number(b.cents))]),
          ['', 'Total', formatCents(total)],
        ],
      },
      ...(paid.length === 0
        ? []
        : [
            {
              title: 'Payment history',
              columns: [
                { title: 'Date' },
                { title: 'Code' },
                { title: 'Amount', alignRight: true },
              ],
              rows: paid.map((p) => [
                formatDate(p.post_date),
                p.alias,
                formatCents(-Number(p.cents)),
              ]),
            },
          ]),
    ],
    closing: ['Sincerely,', `${row.community_name ?? ''} Board of Directors`.trim(), companyName],
  };
}
