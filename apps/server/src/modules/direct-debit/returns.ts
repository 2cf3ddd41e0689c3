import { queryRows, sql } from '@hoa/db';
import type { DirectDebitRun, FailedDirectDebit, directDebit, InputOf } from '@hoa/contract';
import {
  achReturnCode,
  canRetryDirectDebit,
  field,
  type NachaChangeNotice,
  NachaFileError,
  readNachaFile,
  todayIso,
} from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordChangeNotices } from './change-notices';
import { requireEffectiveEntryDate } from './effective-date';
import { requirePrenoteWaitOver, type WaitingCandidate } from './prenote-wait';
import { writeRun } from './write-run';
import { idArray } from '../../sql/index';

type ImportInput = InputOf<typeof directDebit.ImportReturnFile>['body'];
type RetryInput = InputOf<typeof directDebit.RetryFailedDirectDebits>['body'];

/**
 * Marks the debits the bank's return file sends back (by original trace number) with their code,
 * and keeps its notifications of change (COR entries) for the user to apply: a notification is
 * not a return, so its debit stays paid.
 */
export async function importReturnFile(ctx: RequestContext, { body }: { body: ImportInput }) {
  requireClaim(ctx, 'arownerpayments', 'update');
  await requireCommunity(ctx, body.CommunityAgentId);
  let returns: { trace: string; code: string }[];
  let notices: NachaChangeNotice[];
  try {
    const entries = readNachaFile(body.Content).batches.flatMap((b) => b.entries);
    returns = entries.flatMap((e) => {
      const addenda = e.addenda.find((a) => a.startsWith('799'));
      return e.returnCode && addenda ? [{ trace: field(addenda, 7, 21), code: e.returnCode }] : [];
    });
    notices = entries.flatMap((e) => (e.changeNotice ? [e.changeNotice] : []));
  } catch (error) {
    if (error instanceof NachaFileError) throw badRequest(error.message);
    throw error;
  }
  const marked = await queryRows<{ trace: string }>(
    ctx.tx,
    sql`update direct_debit_entries x set return_code = r.code, returned_on = ${todayIso()}::date
          from jsonb_to_recordset(${JSON.stringify(returns)}::jsonb) as r(trace text, code text),
               direct_debit_runs run
         where x.trace_number = r.trace and run.id = x.run_id
           and run.community_agent_id = ${body.CommunityAgentId} and x.return_code is null
        returning x.trace_number as trace`,
  );
  const found = new Set(marked.map((m) => m.trace));
  return {
    ReturnedCount: marked.length,
    UnmatchedTraceNumbers: returns.map((r) => r.trace).filter((t) => !found.has(t)),
    ChangeNotices: await recordChangeNotices(
      ctx,
      body.CommunityAgentId,
      body.FileName ?? 'Return file',
      notices,
    ),
  };
}

type FailedRow = Omit<
  FailedDirectDebit,
  'Description' | 'Detail' | 'Suggestion' | 'CanRetry' | 'RetryBlockedReason'
>;

async function failedRows(ctx: RequestContext, communityAgentId: number, ids?: readonly number[]) {
  return queryRows<FailedRow>(
    ctx.tx,
    sql`with recursive chain as (
          select x.id, x.id as root, 0 as depth from direct_debit_entries x
          union all
          select c.id, p.retry_of_entry_id, c.depth + 1 from chain c
            join direct_debit_entries p on p.id = c.root where p.retry_of_entry_id is not null)
        select x.id::int8 as "DirectDebitEntryId", x.owner_agent_id::int8 as "OwnerAgentId",
               coalesce(k.display_name, '') as "OwnerName", x.amount_cents::int8 as "Amount",
               x.trace_number as "TraceNumber", x.return_code as "ReturnCode",
               x.returned_on::text as "ReturnedOn", x.item_id::int8 as "TopsItemId",
               (select max(c.depth)::int from chain c where c.id = x.id) as "RetriesSent"
          from direct_debit_entries x
          join direct_debit_runs r on r.id = x.run_id
          left join contacts k on k.agent_id = x.owner_agent_id
         where r.community_agent_id = ${communityAgentId} and x.return_code is not null
           and x.retried_by_entry_id is null
           ${ids ? sql`and x.id = any(${idArray(ids)})` : sql``}
         order by x.returned_on desc, x.id`,
  );
}

export async function getFailedDirectDebits(
  ctx: RequestContext,
  { query }: { query: { communityAgentId: number } },
): Promise<FailedDirectDebit[]> {
  requireClaim(ctx, 'arownerpayments', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const rows = await failedRows(ctx, query.communityAgentId);
  return rows.map((row) => {
    const code = achReturnCode(row.ReturnCode);
    const decision = canRetryDirectDebit({
      returnCode: row.ReturnCode,
      retriesSent: row.RetriesSent,
      returnedOn: row.ReturnedOn,
      today: todayIso(),
      amountCents: row.Amount,
    });
    return {
      ...row,
      Description: code?.Description ?? 'Unknown return code',
      Detail: code?.Detail ?? '',
      Suggestion: code?.Suggestion ?? null,
      CanRetry: decision.ok,
      RetryBlockedReason: decision.ok ? null : decision.reason,
    };
  });
}

/** Presents returned debits again in a new file, each within its code's retry limit and window. */
export async function retryFailedDirectDebits(
  ctx: RequestContext,
  files: FileStore,
  body: RetryInput,
): Promise<DirectDebitRun> {
  requireClaim(ctx, 'arownerpayments', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  requireEffectiveEntryDate(body.EffectiveDate);
  const failed = await getFailedDirectDebits(ctx, {
    query: { communityAgentId: body.CommunityAgentId },
  });
  const chosen = failed.filter((f) => body.DirectDebitEntryIds.includes(f.DirectDebitEntryId));
  if (chosen.length !== new Set(body.DirectDebitEntryIds).size)
    throw appError('DirectDebitNotAFailedDebit');
  const blocked = chosen.find((f) => !f.CanRetry);
  if (blocked)
    throw appError('DirectDebitRetryBlocked', blocked.OwnerName, blocked.RetryBlockedReason ?? '');
  const planned = await queryRows<WaitingCandidate>(
    ctx.tx,
    sql`select e.id::int8 as "enrollmentId", x.owner_agent_id::int8 as "ownerAgentId", false as "isPrenote",
               x.amount_cents::int8 as "amountCents", e.routing_number as "routingNumber",
               e.account_type as "accountType", e.account_number_sealed as "accountNumberSealed",
               coalesce(pd.account_number, x.owner_agent_id::text) as "individualId",
               e.name_on_account as "individualName", x.id::int8 as "retryOfEntryId",
               pr.effective_date::text as "prenoteEffectiveDate",
               coalesce(k.display_name, '') as "ownerName"
          from direct_debit_entries x
          join direct_debit_enrollments e on e.owner_agent_id = x.owner_agent_id and e.is_active
          join agents o on o.id = x.owner_agent_id
          left join property_details pd on pd.agent_id = o.parent_agent_id
          left join direct_debit_runs pr on pr.id = e.prenote_run_id
          left join contacts k on k.agent_id = x.owner_agent_id
         where x.id = any(${idArray(chosen.map((c) => c.DirectDebitEntryId))})
         order by x.id`,
  );
  if (planned.length !== chosen.length) throw appError('DirectDebitOwnerNotEnrolled');
  requirePrenoteWaitOver(planned, body.EffectiveDate);
  return writeRun(
    ctx,
    files,
    {
      communityAgentId: body.CommunityAgentId,
      bankAccountId: body.BankAccountId,
      effectiveDate: body.EffectiveDate,
    },
    planned,
  );
}
