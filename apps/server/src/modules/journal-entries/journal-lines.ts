import { itemAgentDetails, queryPrepared, queryRows, sql, type Tx } from '@hoa/db';
import type { contract, InputOf, JournalAccount } from '@hoa/contract';
import { JournalEntryMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import { detailRow, type NewItemLine } from './ledger-items';
import { periodsJson, type CommunityPeriod } from './ledger-periods';

export type LineInput = InputOf<
  typeof contract.journalEntries.SaveJournalEntry
>['body']['Transactions'][number];

/** A valid input line (checked by journalEntryProblem) as a stored line. */
export function toItemLine(line: LineInput): NewItemLine {
  const debit = line.Amount_Debit ?? 0;
  return {
    accountId: line.AccountId ?? 0,
    amountCents: debit > 0 ? debit : (line.Amount_Credit ?? 0),
    isDebit: debit > 0,
    costCenterId: line.CostCenterCategoryId,
    reference: line.Reference || null,
    description: line.Description || null,
  };
}

/** What a save reads before it writes: the lines' accounts and the community's periods. */
export interface LineFacts {
  /** The lines' accounts by id, as an entry's answer shows them. */
  accounts: Map<number, JournalAccount>;
  periods: CommunityPeriod[];
}

/**
 * Every account and cost center of the lines must be the community's; read with the accounts as
 * an answer shows them and the community's periods, in one prepared query.
 */
export async function readLineFacts(
  tx: Tx,
  communityAgentId: number,
  lines: readonly LineInput[],
): Promise<LineFacts> {
  const accountIds = [...new Set(lines.map((l) => l.AccountId ?? 0))];
  const costCenterIds = [...new Set(lines.flatMap((l) => l.CostCenterCategoryId ?? []))];
  const [found] = await queryPrepared<{
    accounts: JournalAccount[];
    costCenters: number;
    periods: CommunityPeriod[];
  }>(
    tx,
    sql`select
          coalesce((select json_agg(json_build_object('TopsAccountId', id,
              'TopsAccountTypeId', account_type_id, 'AccountNumber', account_number,
              'AccountName', account_name))
             from accounts where community_agent_id = ${communityAgentId}
             and id in (select jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb)::bigint)),
            '[]'::json) as accounts,
          (select count(*)::int from cost_centers where community_agent_id = ${communityAgentId}
             and id in (select jsonb_array_elements_text(${JSON.stringify(costCenterIds)}::jsonb)::bigint)) as "costCenters",
          ${periodsJson(communityAgentId)} as periods`,
  );
  if (found?.accounts.length !== accountIds.length) throw badRequest(M.accountNotInCommunity);
  if (found.costCenters !== costCenterIds.length) throw badRequest(M.costCenterNotInCommunity);
  return {
    accounts: new Map(found.accounts.map((account) => [account.TopsAccountId, account])),
    periods: found.periods,
  };
}

/**
 * Replaces the lines of a stored entry (spec 2 §4): lines sent with their id are changed, lines
 * without one are added, and every other stored line is flagged deleted (never removed).
 */
export async function replaceLines(
  tx: Tx,
  companyId: number,
  itemAgentId: number,
  lines: readonly LineInput[],
): Promise<void> {
  const kept = lines.filter((l) => l.TopsItemAgentDetailId !== null);
  const keptIds = kept.map((l) => l.TopsItemAgentDetailId ?? 0);
  const changes = kept.map((l) => ({ id: l.TopsItemAgentDetailId, ...toItemLine(l) }));
  const [result] = await queryRows<{ changed: number }>(
    tx,
    sql`with input as (
          select * from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as x(
            id bigint, "accountId" bigint, "amountCents" bigint, "isDebit" boolean,
            "costCenterId" bigint, reference text, description text)
        ), flagged as (
          update item_agent_details d set is_deleted = true
           where d.item_agent_id = ${itemAgentId} and not d.is_deleted
             and d.id not in (select id from input)
        ), changed as (
          update item_agent_details d
             set account_id = x."accountId", amount_cents = x."amountCents", is_debit = x."isDebit",
                 cost_center_category_id = x."costCenterId", reference = x.reference,
                 description = x.description
            from input x
           where d.id = x.id and d.item_agent_id = ${itemAgentId} and not d.is_deleted
          returning d.id
        )
        select count(*)::int as changed from changed`,
  );
  if (result?.changed !== new Set(keptIds).size || keptIds.length !== new Set(keptIds).size) {
    throw badRequest(M.lineNotInEntry);
  }
  const added = lines.filter((l) => l.TopsItemAgentDetailId === null).map(toItemLine);
  if (added.length > 0) {
    await tx
      .insert(itemAgentDetails)
      .values(added.map((line) => detailRow(companyId, itemAgentId, line)));
  }
}
