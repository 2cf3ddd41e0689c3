import { queryRows, sql } from '@hoa/db';
import type {
  DirectDebitRun,
  directDebit,
  InputOf,
  OverLimitDebit,
  ResponseOf,
} from '@hoa/contract';
import { AutopayMessages, R19AmountLimitCents, R19OverLimitReason } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import { requireClaim, requireCommunity } from '../../http/access';
import { markAutopayDrafts, withAutopayDrafts } from '../portal-autopay/index';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireEffectiveEntryDate } from './effective-date';
import { markOneTimeDebitsSent, pendingOneTimeDebits } from './one-time-debits';
import { allWaitingForPrenote, holdForPrenoteWait, type WaitingCandidate } from './prenote-wait';
import { writeRun } from './write-run';

type CreateInput = InputOf<typeof directDebit.CreateRun>['body'];

/**
 * Enrolled owners of the community: a prenote first, then a live debit of what they owe once the
 * prenote wait is over; owners still waiting are left out and listed. A live debit over the R19
 * amount limit is left out and listed (OverLimit): an ordinary owner's balance here, an autopay
 * owner's draft by the draft rule (withAutopayDrafts).
 */
export async function createRun(
  ctx: RequestContext,
  files: FileStore,
  body: CreateInput,
): Promise<ResponseOf<typeof directDebit.CreateRun>> {
  requireClaim(ctx, 'arownerpayments', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  requireEffectiveEntryDate(body.EffectiveDate);
  const planned = await queryRows<WaitingCandidate>(
    ctx.tx,
    sql`select e.id::int8 as "enrollmentId", e.owner_agent_id::int8 as "ownerAgentId",
               (e.prenote_run_id is null) as "isPrenote",
               case when e.prenote_run_id is null then 0 else bal.cents end::int8 as "amountCents",
               e.routing_number as "routingNumber", e.account_type as "accountType",
               e.account_number_sealed as "accountNumberSealed",
               coalesce(pd.account_number, e.owner_agent_id::text) as "individualId",
               e.name_on_account as "individualName", null as "retryOfEntryId",
               pr.effective_date::text as "prenoteEffectiveDate",
               coalesce(k.display_name, '') as "ownerName"
          from direct_debit_enrollments e
          join agents o on o.id = e.owner_agent_id
          left join property_details pd on pd.agent_id = o.parent_agent_id
          left join direct_debit_runs pr on pr.id = e.prenote_run_id
          left join contacts k on k.agent_id = e.owner_agent_id
          cross join lateral (select coalesce(sum(b.balance_cents), 0) as cents from owner_code_balances b
                               where b.owner_agent_id = e.owner_agent_id) bal
         where e.community_agent_id = ${body.CommunityAgentId} and e.is_active
           and (e.prenote_run_id is null or bal.cents > 0)
         order by e.id`,
  );
  // Autopay owners are drafted the charges due on the community's day (issue 23), not their balance.
  const autopay = await withAutopayDrafts(
    ctx.tx,
    body.CommunityAgentId,
    body.EffectiveDate,
    planned,
  );
  // A balance over the limit (an autopay draft never is: the draft rule takes nothing then).
  const overLimit = (e: WaitingCandidate) => !e.isPrenote && e.amountCents > R19AmountLimitCents;
  const OverLimit: OverLimitDebit[] = [
    ...autopay.entries.filter(overLimit).map((e) => ({
      OwnerAgentId: e.ownerAgentId,
      OwnerName: e.ownerName,
      IsAutopay: autopay.pastDueEnrollmentIds.includes(e.enrollmentId ?? 0),
      OverLimitCents: e.amountCents,
      NotDraftedReason: R19OverLimitReason,
    })),
    ...autopay.overLimit.map(({ entry, overLimitCents }) => ({
      OwnerAgentId: entry.ownerAgentId,
      OwnerName: entry.ownerName,
      IsAutopay: true,
      OverLimitCents: overLimitCents,
      NotDraftedReason: AutopayMessages.overLimit,
    })),
  ];
  const { ready, waits } = holdForPrenoteWait(
    autopay.entries.filter((e) => !overLimit(e)),
    body.EffectiveDate,
  );
  // Owners' one-time payments from the portal go in the next file too (issue 23).
  const oneTime = await pendingOneTimeDebits(ctx, body.CommunityAgentId);
  if (ready.length === 0 && oneTime.length === 0 && waits.length > 0)
    throw allWaitingForPrenote(waits, body.EffectiveDate);
  const run = await writeRun(
    ctx,
    files,
    {
      communityAgentId: body.CommunityAgentId,
      bankAccountId: body.BankAccountId,
      effectiveDate: body.EffectiveDate,
    },
    [...ready, ...oneTime],
  );
  await markOneTimeDebitsSent(ctx, run.DirectDebitRunId);
  await markAutopayDrafts(ctx.tx, run.DirectDebitRunId, autopay);
  return { ...run, PrenoteWaits: waits, OverLimit };
}

const runSelect = sql`select r.id::int8 as "DirectDebitRunId", r.community_agent_id::int8 as "CommunityAgentId",
       ba.account_name as "BankAccountName", r.effective_date::text as "EffectiveDate", r.file_name as "FileName",
       r.entry_count as "EntryCount",
       (select count(*)::int from direct_debit_entries x where x.run_id = r.id and x.is_prenote) as "PrenoteCount",
       r.total_cents::int8 as "Total", r.entry_hash as "EntryHash",
       to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "CreatedAt"
  from direct_debit_runs r join bank_accounts ba on ba.id = r.bank_account_id`;

export async function getRuns(
  ctx: RequestContext,
  { query }: { query: { communityAgentId: number } },
) {
  requireClaim(ctx, 'arownerpayments', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return queryRows<DirectDebitRun>(
    ctx.tx,
    sql`${runSelect} where r.community_agent_id = ${query.communityAgentId} order by r.created_at desc, r.id desc`,
  );
}

/** The stored file of a run the caller may read. */
export async function runFile(ctx: RequestContext, runId: number) {
  requireClaim(ctx, 'arownerpayments', 'read');
  const [run] = await queryRows<{
    community: number;
    storage_key: string;
    file_name: string;
    size_bytes: number;
  }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community, storage_key, file_name, size_bytes
          from direct_debit_runs where id = ${runId}`,
  );
  if (!run) throw notFound();
  await requireCommunity(ctx, run.community);
  return run;
}
