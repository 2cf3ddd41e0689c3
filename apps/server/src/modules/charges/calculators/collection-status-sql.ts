import { sql, type SQL } from '@hoa/db';
import { AgentTypeId, CodeTypeId, StatusId, TxnTypeId } from '@hoa/domain';
import { primaryOwners } from './apply-charges';

/**
 * Each property of the communities with its billed owner and collection status: the action set
 * by hand (collection_statuses) unless a collection run posted later set a newer one, and the
 * hold. With a date, only runs posted for that date or earlier count (the Collection Status
 * report as of a date). Columns: community_agent_id, property_agent_id, owner_agent_id, code_id,
 * item_id (the run that set the action; null when set by hand), at (since), is_on_hold.
 * `communities`: a query of community ids.
 */
export function collectionStatusRows(communities: SQL, asOfDate: string | null = null): SQL {
  return sql`select p.community_agent_id, p.id as property_agent_id, o.owner_agent_id,
      case when h.by_hand then cs.code_id else run.code_id end as code_id,
      case when h.by_hand then null else run.item_id end as item_id,
      case when h.by_hand then cs.updated_at::date else run.post_date end as at,
      coalesce(cs.is_on_hold, false) as is_on_hold
    from agents p
    left join (${primaryOwners(communities)}) o on o.property_id = p.id
    left join collection_statuses cs on cs.property_agent_id = p.id
    left join lateral (
      select d.code_id, i.id as item_id, i.updated_at, i.post_date
        from items i
        join item_agents ia on ia.item_id = i.id and not ia.is_deleted
        join agents ow on ow.id = ia.agent_id and ow.parent_agent_id = p.id
        join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
        join codes k on k.id = d.code_id and k.code_type_id = ${CodeTypeId.CollectionAction}::smallint
       where i.community_agent_id = p.community_agent_id
         and i.txn_type_id = ${TxnTypeId.Collection}::smallint
         and i.status_id = ${StatusId.Posted}::smallint
         and (${asOfDate}::date is null or i.post_date <= ${asOfDate}::date)
       order by i.post_date desc, i.id desc
       limit 1) run on true
    cross join lateral (
      select cs.property_agent_id is not null
             and (run.updated_at is null or cs.updated_at >= run.updated_at) as by_hand) h
   where p.community_agent_id in (${communities}) and not p.is_deleted
     and p.agent_type_id = ${AgentTypeId.Property}::smallint`;
}
