import { queryRows, sql, type Tx } from '@hoa/db';
import { CodeTypeId } from '@hoa/domain';
import { agedBalancesSql } from './aged-balances';

export const AgingBuckets = ['Current', 'Days30', 'Days60', 'Days90'] as const;
export type AgingBucket = (typeof AgingBuckets)[number];

/** A community's owner balances aged on a date: the AR KPI's and the home page's figures. */
export interface CommunityAging {
  /** Cents per bucket, summed over owners (a credit beyond every charge is a negative current). */
  amounts: Record<AgingBucket, number>;
  /** Owners with a positive amount in the bucket. */
  owners: Record<AgingBucket, number>;
  /** What owners owe, prepaid codes left out. */
  receivable: number;
  /** Prepaid credits held (a positive amount). */
  prepaid: number;
  ownersWithBalance: number;
  /** Owners with a part of their balance 30 days or older. */
  delinquentOwners: number;
}

interface AgingRow {
  current: number;
  days30: number;
  days60: number;
  days90: number;
  current_owners: number;
  days30_owners: number;
  days60_owners: number;
  days90_owners: number;
  receivable: number;
  prepaid: number;
  with_balance: number;
  delinquent: number;
}

/**
 * Every owner's balance of the community aged on `asOfDate` as the aging report ages it
 * (agedBalancesSql, over the open-balance rule), prepaid codes set apart, summed per owner and then
 * over owners.
 */
export async function communityAging(
  tx: Tx,
  communityAgentId: number,
  asOfDate: string,
): Promise<CommunityAging> {
  const prepaid = sql`c.code_type_id = ${CodeTypeId.PrePaid}::smallint`;
  const owed = (column: string) =>
    sql`coalesce(sum(${sql.raw(`g.${column}`)}) filter (where not ${prepaid}), 0)::int8`;
  const [row] = await queryRows<AgingRow>(
    tx,
    sql`with o as (
          select g.owner_agent_id, ${owed('current_cents')} as current, ${owed('days30_cents')} as days30,
                 ${owed('days60_cents')} as days60, ${owed('days90_cents')} as days90,
                 ${owed('total_cents')} as total,
                 coalesce(-sum(g.total_cents) filter (where ${prepaid}), 0)::int8 as prepaid
            from (${agedBalancesSql(communityAgentId, asOfDate)}) g join codes c on c.id = g.code_id
           group by g.owner_agent_id
        )
        select coalesce(sum(current), 0)::int8 as current, coalesce(sum(days30), 0)::int8 as days30,
               coalesce(sum(days60), 0)::int8 as days60, coalesce(sum(days90), 0)::int8 as days90,
               count(*) filter (where current > 0)::int as current_owners,
               count(*) filter (where days30 > 0)::int as days30_owners,
               count(*) filter (where days60 > 0)::int as days60_owners,
               count(*) filter (where days90 > 0)::int as days90_owners,
               coalesce(sum(total), 0)::int8 as receivable, coalesce(sum(prepaid), 0)::int8 as prepaid,
               count(*) filter (where total > 0)::int as with_balance,
               count(*) filter (where days30 + days60 + days90 > 0)::int as delinquent
          from o`,
  );
  if (!row) throw new Error('the aging query returned no row');
  return {
    amounts: { Current: row.current, Days30: row.days30, Days60: row.days60, Days90: row.days90 },
    owners: {
      Current: row.current_owners,
      Days30: row.days30_owners,
      Days60: row.days60_owners,
      Days90: row.days90_owners,
    },
    receivable: row.receivable,
    prepaid: row.prepaid,
    ownersWithBalance: row.with_balance,
    delinquentOwners: row.delinquent,
  };
}
