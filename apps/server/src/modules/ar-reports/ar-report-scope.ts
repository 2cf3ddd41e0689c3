import { queryRows, sql, type SQL } from '@hoa/db';
import type { ArReportQuery } from '@hoa/contract';
import { formatDate, localDay } from '@hoa/domain';
import type { z } from 'zod';
import type { ReportColumn } from '../../documents/index';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

export type ArQuery = z.output<typeof ArReportQuery>;

export interface ArScope {
  communityAgentId: number;
  community: string;
  asOfDate: string;
  startDate: string;
  endDate: string;
  /** Company and community: the first lines under the title. */
  heading: string[];
}

export const RangeMessage = 'The start date must be on or before the end date.';

/** A report's community and dates: as of today, a range from the month's first day to today. */
export async function arScope(ctx: RequestContext, q: ArQuery): Promise<ArScope> {
  const [scope] = await arScopes(ctx, [q]);
  if (!scope) throw new Error('no scope');
  return scope;
}

/** arScope of several communities' queries (a package for all) in one query, in their order. */
export async function arScopes(
  ctx: RequestContext,
  queries: readonly ArQuery[],
): Promise<ArScope[]> {
  const today = localDay(new Date());
  const rows = await queryRows<{ id: string | number; name: string | null }>(
    ctx.tx,
    sql`select agent_id as id, display_name as name from contacts
         where agent_id = any(${idArray(queries.map((q) => q.communityAgentId))})`,
  );
  const names = new Map(rows.map((r) => [Number(r.id), r.name ?? '']));
  return queries.map((q) => {
    const endDate = q.endDate ?? today;
    const startDate = q.startDate ?? `${endDate.slice(0, 7)}-01`;
    if (startDate > endDate) throw badRequest(RangeMessage);
    const community = names.get(q.communityAgentId) ?? '';
    return {
      communityAgentId: q.communityAgentId,
      community,
      asOfDate: q.asOfDate ?? today,
      startDate,
      endDate,
      heading: [ctx.user.companyName, community],
    };
  });
}

export const asOfLine = (s: ArScope) => `As of ${formatDate(s.asOfDate)}`;
export const rangeLine = (s: ArScope) => `${formatDate(s.startDate)} - ${formatDate(s.endDate)}`;

export const money = (key: string, title: string): ReportColumn => ({ key, title, kind: 'money' });

/** The owner columns most AR reports start with. */
export const ownerColumns: ReportColumn[] = [
  { key: 'account', title: 'Account', kind: 'text', width: 1 },
  { key: 'owner', title: 'Owner', kind: 'text', width: 2 },
  { key: 'property', title: 'Property', kind: 'text', width: 2 },
];

/** Joins that name an owner (alias o): contact k, property p's contact kp and details pd. */
export const ownerJoins: SQL = sql`
  left join contacts k on k.agent_id = o.id
  left join contacts kp on kp.agent_id = o.parent_agent_id
  left join property_details pd on pd.agent_id = o.parent_agent_id`;

/**
 * The names of an owner and its property for a report of many owners (alias nm: account_number,
 * owner_name, property_name): one lookup in the owner read model (ownership_search) instead of
 * three; an owner it leaves out (deleted, or under a deleted property) is named from its rows.
 */
export const ownerNamesBy = (owner: SQL, property: SQL): SQL => sql`
  left join ownership_search os on os.agent_id = ${owner}
  cross join lateral (select
      coalesce(os.account_number,
               (select account_number from property_details where agent_id = ${property})) as account_number,
      coalesce(os.owner_name, (select display_name from contacts where agent_id = ${owner})) as owner_name,
      coalesce(os.property_name,
               (select display_name from contacts where agent_id = ${property})) as property_name) nm`;

/** The owner columns' values from ownerNamesBy. */
export const ownerNameFields: SQL = sql`coalesce(nm.account_number, '') as account,
  coalesce(nm.owner_name, '') as owner, coalesce(nm.property_name, '') as property`;

/** The owner columns' values from ownerJoins. */
export const ownerFields: SQL = sql`coalesce(pd.account_number, '') as account,
  coalesce(k.display_name, '') as owner, coalesce(kp.display_name, '') as property`;

export interface OwnerCells {
  account: string;
  owner: string;
  property: string;
}

export const num = (v: string | number | null | undefined) => Number(v ?? 0);
