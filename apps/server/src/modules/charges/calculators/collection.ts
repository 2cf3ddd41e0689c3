import { sql, type SQL, type Tx } from '@hoa/db';
import {
  CodeAccountTypeId,
  CodeTypeId,
  CollectionMessages,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import type { ChargeCalculator } from './types';
import { collectionStatusRows } from './collection-status-sql';
import { settingsProblem } from './settings-problem';

/**
 * Collection runs (53), @hoa/domain collections.ts in SQL. The run's codes are collection actions
 * (type 6), a ladder in alias order. Each property whose owner owes a positive balance of the
 * settings' codes and code categories, and is not on hold (by hand, or assigned a code of a hold
 * category), gets the next action after its current one (the first when it has none in the
 * ladder), charged at the action code's amount against its income account. A property given a
 * collection action this month, and one at the last step, gets nothing.
 */
export const collectionCalculator: ChargeCalculator = {
  txnTypeId: TxnTypeId.Collection,
  noCodeMessage: CollectionMessages.noAction,
  offersCode: sql`k.code_type_id = ${CodeTypeId.CollectionAction}::smallint`,
  appliesFrequencyRule: false,
  isAutoSelected: () => false,
  problem: (tx: Tx, selection: SQL) =>
    settingsProblem(tx, selection, {
      table: sql`collection_settings`,
      choosesNoCode: sql`coalesce(cardinality(st.code_ids), 0)
        + coalesce(cardinality(st.code_category_ids), 0) = 0`,
      chooseCodeMessage: CollectionMessages.noCode,
    }),
  ownerLines(selection: SQL, postDate: string) {
    const communities = sql`select community_agent_id from (${selection}) c`;
    return sql`with ladder as (
        select s.community_agent_id, k.id as code_id, k.amount_cents, h.account_id,
               row_number() over (partition by s.community_agent_id order by k.code_alias, k.id) as step
          from (${selection}) s
          join codes k on k.id = s.code_id
          join code_accounts h on h.code_id = k.id
           and h.code_account_type_id = ${CodeAccountTypeId.Income}::smallint),
      status as (${collectionStatusRows(communities)}),
      owing as (
        select st.community_agent_id, st.property_agent_id, st.owner_agent_id, st.code_id
          from status st
          join collection_settings cfg on cfg.community_agent_id = st.community_agent_id
         where st.owner_agent_id is not null and not st.is_on_hold
           and not exists (select 1 from charge_assignments ca join codes hc on hc.id = ca.code_id
                            where ca.agent_id = st.property_agent_id
                              and hc.code_category_id = any(cfg.hold_code_category_ids))
           and (select coalesce(sum(b.balance_cents), 0) from owner_code_balances b
                  join codes bc on bc.id = b.code_id
                 where b.owner_agent_id = st.owner_agent_id
                   and (bc.id = any(cfg.code_ids) or bc.code_category_id = any(cfg.code_category_ids))) > 0
           and not exists (select 1 from items i
                  join item_agents ia on ia.item_id = i.id and not ia.is_deleted
                  join agents ow on ow.id = ia.agent_id and ow.parent_agent_id = st.property_agent_id
                 where i.community_agent_id = st.community_agent_id
                   and i.txn_type_id = ${TxnTypeId.Collection}::smallint
                   and i.status_id = ${StatusId.Posted}::smallint
                   and date_trunc('month', i.post_date) = date_trunc('month', ${postDate}::date)))
      select l.community_agent_id, w.owner_agent_id, l.code_id, l.amount_cents,
             true as is_debit, l.account_id
        from owing w
        left join ladder cur on cur.community_agent_id = w.community_agent_id and cur.code_id = w.code_id
        join ladder l on l.community_agent_id = w.community_agent_id
         and l.step = coalesce(cur.step, 0) + 1`;
  },
};
