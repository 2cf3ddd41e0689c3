import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AgentTypeId,
  CcrReportMessages as M,
  CodeTypeId,
  consistencySplit,
  consistencyWindow,
  localDay,
  TxnTypeId,
  type ViolationState,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { propertyAddressJoin } from '../search/index';

type GetCcrConsistency = typeof contract.ccrReports.GetCcrConsistency;

interface PropertyRow {
  id: number;
  name: string | null;
  account_number: string | null;
  street_number: string | null;
  street_name: string | null;
  owner_name: string | null;
}

/** A code of the community of the type; else 404 (a CCR code) or 400 (a section). */
async function communityCode(
  ctx: RequestContext,
  communityAgentId: number,
  codeId: number,
  codeTypeId: number,
) {
  const [code] = await queryRows<{ alias: string; name: string }>(
    ctx.tx,
    sql`select code_alias as alias, code_name as name from codes
         where id = ${codeId} and community_agent_id = ${communityAgentId}
           and code_type_id = ${codeTypeId}`,
  );
  return code;
}

/**
 * The consistency view ("why me and not my neighbour", issue 20): the community's properties on
 * a street (by the street name of their address, without case) or in a section (assigned the
 * section code, type 19), split into those cited for the CCR code in the last N days, each
 * citation with its observed date and state, and those not cited; by street number.
 */
export async function getCcrConsistency(
  ctx: RequestContext,
  { query: q }: InputOf<GetCcrConsistency>,
): Promise<ResponseOf<GetCcrConsistency>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  await requireCommunity(ctx, q.communityAgentId);
  const street = q.streetName?.trim() ?? '';
  if ((street === '') === (q.sectionId === undefined)) throw badRequest(M.streetOrSection);
  const code = await communityCode(ctx, q.communityAgentId, q.topsCodeId, CodeTypeId.CcrCode);
  if (!code) throw notFound();
  if (
    q.sectionId !== undefined &&
    !(await communityCode(ctx, q.communityAgentId, q.sectionId, CodeTypeId.Section))
  )
    throw badRequest(M.notSection);
  const among =
    q.sectionId === undefined
      ? sql`lower(pa.street_name) = lower(${street})`
      : sql`exists (select 1 from charge_assignments s
                     where s.agent_id = p.id and s.code_id = ${q.sectionId})`;
  const rows = await queryRows<PropertyRow>(
    ctx.tx,
    sql`select p.id::int8 as id, pc.display_name as name, pd.account_number, pa.street_number,
               pa.street_name, oc.display_name as owner_name
          from agents p
          left join contacts pc on pc.agent_id = p.id
          left join property_details pd on pd.agent_id = p.id
          ${propertyAddressJoin(sql`p.id`)}
          left join lateral (
            select o.id from agents o
             where o.parent_agent_id = p.id and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
               and o.is_active and not o.is_deleted
             order by o.id limit 1) po on true
          left join contacts oc on oc.agent_id = po.id
         where p.agent_type_id = ${AgentTypeId.Property} and not p.is_deleted
           and p.community_agent_id = ${q.communityAgentId} and ${among}
         order by nullif(substring(pa.street_number from '^[0-9]{1,15}'), '')::numeric nulls last,
                  pa.street_number, pa.unit, p.id`,
  );
  const properties = rows.map((r) => ({
    PropertyAgentId: Number(r.id),
    PropertyName: r.name ?? '',
    AccountNumber: r.account_number,
    StreetNumber: r.street_number,
    StreetName: r.street_name,
    OwnerName: r.owner_name ?? '',
  }));
  const window = consistencyWindow(localDay(new Date()), q.days);
  const citations = await queryRows<{
    property: number;
    item: number;
    observed: string;
    state: ViolationState;
  }>(
    ctx.tx,
    sql`select v.property_agent_id::int8 as property, v.item_id::int8 as item,
               v.observed_on::text as observed, v.state
          from violation_records v join items i on i.id = v.item_id
         where i.txn_type_id = ${TxnTypeId.CcrRecord}
           and i.community_agent_id = ${q.communityAgentId} and v.code_id = ${q.topsCodeId}
           and v.observed_on between ${window.From}::date and ${window.To}::date
           and v.property_agent_id = any(${idArray(properties.map((p) => p.PropertyAgentId))})`,
  );
  const split = consistencySplit(
    properties,
    citations.map((c) => ({
      PropertyAgentId: Number(c.property),
      TopsItemId: Number(c.item),
      ObservedDate: c.observed,
      State: c.state,
    })),
  );
  return { ...window, CodeAlias: code.alias, CodeName: code.name, ...split };
}
