import { queryRows, sql } from '@hoa/db';
import type { CollectionProfileProperty, contract, InputOf, ResponseOf } from '@hoa/contract';
import { CodeTypeId, localDay, TxnTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { collectionStatusAsOf } from '../ar-reports/index';
import { profileOwners } from './get-apply-charges-profile';
import { readProfileAgent, readProfileItem } from './profile-reads';
import { idArray } from '../../sql/index';

type A = typeof contract.profilePage;

interface StatusRow {
  property_id: string | number;
  code_id: string | number | null;
  alias: string | null;
  name: string | null;
  since: string | null;
  on_hold: boolean;
  item_id: string | number | null;
}

interface CodeRow {
  id: string | number;
  alias: string;
  name: string;
  type: number;
}

/**
 * ProfilePage/GetCollectionProfile: a collection run (53), accrued or posted, from an agent: its
 * properties (a page from the community, its own from an owner or property) with the collection
 * action the run gave each, and each property's collection status today (the collection status
 * report's: the newer of the latest posted run and the status set by hand, and the hold).
 */
export async function getCollectionProfile(
  ctx: RequestContext,
  { query }: InputOf<A['GetCollectionProfile']>,
): Promise<ResponseOf<A['GetCollectionProfile']>> {
  const item = await readProfileItem(ctx, query.itemId, [TxnTypeId.Collection]);
  const agent = await readProfileAgent(ctx, query.agentId, item.CommunityAgentId);
  const { Owners, ...rest } = await profileOwners(ctx, query, agent, item.TotalAmount);
  const propertyIds = Owners.flatMap((o) =>
    o.PropertyAgentId === null ? [] : [o.PropertyAgentId],
  );
  const codeIds = Owners.flatMap((o) => o.Details.map((d) => d.TopsCodeId));
  const statuses = await queryRows<StatusRow>(
    ctx.tx,
    sql`select distinct on (s.property_id) s.property_id, s.code_id, k.code_alias as alias,
               k.code_name as name, s.at::text as since, s.on_hold, s.item_id
          from (${collectionStatusAsOf(item.CommunityAgentId, localDay(new Date()))}) s
          left join codes k on k.id = s.code_id
         where s.property_id = any(${idArray(propertyIds)})
         order by s.property_id, s.owner_id`,
  );
  const codes = await queryRows<CodeRow>(
    ctx.tx,
    sql`select id, code_alias as alias, code_name as name, code_type_id as type from codes
         where id = any(${idArray(codeIds)})`,
  );
  const status = new Map(statuses.map((s) => [Number(s.property_id), s]));
  const code = new Map(codes.map((c) => [Number(c.id), c]));
  const properties = Owners.map((o): CollectionProfileProperty => {
    const action = o.Details.map((d) => code.get(d.TopsCodeId)).find(
      (c) => c?.type === CodeTypeId.CollectionAction,
    );
    const now = o.PropertyAgentId === null ? undefined : status.get(o.PropertyAgentId);
    return {
      ...o,
      ActionCodeId: action ? Number(action.id) : null,
      ActionAlias: action?.alias ?? null,
      ActionName: action?.name ?? null,
      CurrentCodeId: now?.code_id == null ? null : Number(now.code_id),
      CurrentAlias: now?.alias ?? null,
      CurrentName: now?.name ?? null,
      CurrentSince: now?.since ?? null,
      IsOnHold: now?.on_hold ?? false,
      IsCurrent: now?.item_id != null && Number(now.item_id) === item.TopsItemId,
    };
  });
  return { Item: item, Agent: agent, Properties: properties, ...rest };
}
