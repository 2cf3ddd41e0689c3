import { queryRows, sql, type Tx } from '@hoa/db';

export interface FiscalYearRow {
  id: number;
  sequence: number;
  StartDate: string;
  EndDate: string;
  isClosed: boolean;
}

/**
 * The community's fiscal years, locked for update in the order postings lock them (community,
 * sequence, id): closes and undos of one community run one at a time, and a posting into a year
 * waits for them and they for it (migration 0012).
 */
export async function lockCommunityYears(
  tx: Tx,
  communityAgentId: number,
): Promise<FiscalYearRow[]> {
  const rows = await queryRows<FiscalYearRow>(
    tx,
    sql`select id, sequence, start_date::text as "StartDate", end_date::text as "EndDate",
               is_closed as "isClosed"
          from fiscal_years
         where community_agent_id = ${communityAgentId}
         order by community_agent_id, sequence, id
           for update`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), sequence: Number(r.sequence) }));
}

/** Closes or reopens a fiscal year and every one of its periods. */
export async function setYearClosed(tx: Tx, fiscalYearId: number, closed: boolean): Promise<void> {
  await tx.execute(sql`update fiscal_years set is_closed = ${closed} where id = ${fiscalYearId}`);
  await tx.execute(
    sql`update accounting_periods set is_open = ${!closed} where fiscal_year_id = ${fiscalYearId}`,
  );
}
