import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  JournalImportMessages,
  parseJournalEntryImport,
  StatusId,
  TxnTypeId,
  type ImportedEntry,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { insertLedgerItems } from './ledger-items';

type ImportJournalEntries = typeof contract.journalEntries.ImportJournalEntries;

/**
 * The journal-entry import modal (spec 2 §2, §7 /Import/JournalEntries): a preview of the file's
 * entries with their problems, or, when no entry has one, all of them saved as accrued entries to
 * review and post. Account numbers resolve against the community's chart (an account without a
 * cost center first).
 */
export async function importJournalEntries(
  ctx: RequestContext,
  input: InputOf<ImportJournalEntries>,
): Promise<ResponseOf<ImportJournalEntries>> {
  const { CommunityAgentId, Content, IsPreview } = input.body;
  requireClaim(ctx, 'gljournalentries', 'create');
  await requireCommunity(ctx, CommunityAgentId);
  const parsed = parseJournalEntryImport(Content);
  if (parsed.problem) throw badRequest(parsed.problem);
  const accountIds = await accountsByNumber(ctx, CommunityAgentId, parsed.entries);
  for (const entry of parsed.entries) {
    for (const line of entry.lines) {
      if (line.accountNumber && !accountIds.has(line.accountNumber)) {
        entry.problems.push(JournalImportMessages.unknownAccount(line.row, line.accountNumber));
      }
    }
  }
  const preview = parsed.entries.map((entry) => ({
    Row: entry.row,
    PostDate: entry.postDate,
    Reference: entry.reference,
    Description: entry.description,
    LineCount: entry.lines.length,
    TotalAmount_Debit: entry.lines.reduce((sum, l) => sum + (l.debitCents ?? 0), 0),
    TotalAmount_Credit: entry.lines.reduce((sum, l) => sum + (l.creditCents ?? 0), 0),
    Problems: entry.problems,
  }));
  if (IsPreview) return { Entries: preview, SavedItemIds: [] };
  if (parsed.entries.some((e) => e.problems.length > 0)) {
    throw badRequest(JournalImportMessages.hasProblems);
  }
  const stored = await insertLedgerItems(
    ctx.tx,
    ctx.user.companyId,
    ctx.user.userId,
    parsed.entries.map((entry) => ({
      communityAgentId: CommunityAgentId,
      txnTypeId: TxnTypeId.JournalEntry,
      statusId: StatusId.Accrued,
      postDate: entry.postDate,
      reference: entry.reference || null,
      description: entry.description || null,
      journal: { reverseNextPeriod: false, isTemplate: false, reversalOfItemId: null },
      lines: entry.lines.map((line) => ({
        accountId: accountIds.get(line.accountNumber) ?? 0,
        amountCents: (line.debitCents ?? 0) + (line.creditCents ?? 0),
        isDebit: (line.debitCents ?? 0) > 0,
        costCenterId: null,
        reference: entry.reference || null,
        description: line.description || null,
      })),
    })),
  );
  return { Entries: preview, SavedItemIds: stored.map((s) => s.itemId) };
}

async function accountsByNumber(
  ctx: RequestContext,
  communityAgentId: number,
  entries: readonly ImportedEntry[],
): Promise<Map<string, number>> {
  const numbers = [...new Set(entries.flatMap((e) => e.lines.map((l) => l.accountNumber)))];
  const rows = await queryRows<{ number: string; id: string | number }>(
    ctx.tx,
    sql`select distinct on (account_number) account_number as number, id
          from accounts
         where community_agent_id = ${communityAgentId}
           and account_number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))
         order by account_number, cost_center_id nulls first, id`,
  );
  return new Map(rows.map((r) => [r.number, Number(r.id)]));
}
