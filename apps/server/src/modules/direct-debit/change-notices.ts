import { queryRows, sql } from '@hoa/db';
import type {
  DirectDebitChangeNotice,
  DirectDebitEnrollmentHistory,
  directDebit,
  InputOf,
} from '@hoa/contract';
import {
  achChangeCode,
  type AchCorrection,
  formatDate,
  maskAccountNumber,
  type NachaChangeNotice,
  readAchCorrection,
  todayIso,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { seal, unseal } from './sealing';

// Notifications of change (NACHA COR entries, addenda 98; issue 16 item 10). A notification is
// not a return: the entry was paid, its receipt stands. Each one read from a return file is kept
// (sealed, as it may carry an account number) with the entry it is about, found by its original
// trace number among the community's direct debits; on the user's confirmation it corrects the
// owner's enrolment in place (no new prenote: NACHA asks for none after a NOC) once, and the
// enrolment's history says what was corrected, by which NOC, when and from which file.

type ApplyInput = InputOf<typeof directDebit.ApplyChangeNotice>['body'];

const masked = (account: string) => maskAccountNumber(`0000${account}`);
const accountTypeName = (type: string) => (type === 'S' ? 'savings' : 'checking');

/** The corrected data as the screens show it: account numbers masked. */
export function correctedDisplay(changeCode: string, correctedData: string): string {
  const read = readAchCorrection(changeCode, correctedData);
  if (read.ok) {
    const c = read.correction;
    const parts = [
      c.routingNumber ? `routing number ${c.routingNumber}` : null,
      c.accountNumber ? `account number ${masked(c.accountNumber)}` : null,
      c.accountType ? `${accountTypeName(c.accountType)} account` : null,
      c.nameOnAccount ? `name ${c.nameOnAccount}` : null,
    ].filter((p): p is string => p !== null);
    const text = parts.join(', ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  // The data of a code that changes bank details but cannot be read is not shown: it may hold an
  // account number.
  if (/^C0[1-7]$/.test(changeCode)) return `Unreadable: ${read.reason}`;
  return correctedData.trim() || '(none)';
}

interface NoticeRow {
  DirectDebitChangeNoticeId: number;
  FileName: string;
  ReceivedOn: string;
  OriginalTraceNumber: string;
  ChangeCode: string;
  CorrectedData: string;
  DirectDebitEntryId: number | null;
  DirectDebitEnrollmentId: number | null;
  OwnerAgentId: number | null;
  OwnerName: string | null;
  EntryFileName: string | null;
  EntryEffectiveDate: string | null;
  EntryAmount: number | null;
  EntryIsPrenote: boolean | null;
  AppliedAt: string | null;
  sealed: string;
  routing: string | null;
  last4: string | null;
  accountType: string | null;
  isActive: boolean | null;
  community: number;
}

const noticeSelect = sql`select n.id::int8 as "DirectDebitChangeNoticeId", n.file_name as "FileName",
       n.received_on::text as "ReceivedOn", n.original_trace_number as "OriginalTraceNumber",
       n.change_code as "ChangeCode", n.corrected_display as "CorrectedData",
       n.entry_id::int8 as "DirectDebitEntryId", n.enrollment_id::int8 as "DirectDebitEnrollmentId",
       n.owner_agent_id::int8 as "OwnerAgentId",
       case when n.owner_agent_id is null then null else coalesce(k.display_name, '') end as "OwnerName",
       run.file_name as "EntryFileName", run.effective_date::text as "EntryEffectiveDate",
       x.amount_cents::int8 as "EntryAmount", x.is_prenote as "EntryIsPrenote",
       to_char(n.applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "AppliedAt",
       n.corrected_data_sealed as sealed, e.routing_number as routing, e.account_last4 as last4,
       e.account_type as "accountType", e.is_active as "isActive",
       n.community_agent_id::int8 as community
  from direct_debit_change_notices n
  left join direct_debit_entries x on x.id = n.entry_id
  left join direct_debit_runs run on run.id = x.run_id
  left join direct_debit_enrollments e on e.id = n.enrollment_id
  left join contacts k on k.agent_id = n.owner_agent_id`;

function present(notice: NoticeRow): DirectDebitChangeNotice {
  const { sealed, routing, last4, accountType, isActive, community, ...row } = notice;
  void community; // Only for the access check.
  const code = achChangeCode(row.ChangeCode);
  let blocked: string | null = null;
  if (row.DirectDebitEntryId === null)
    blocked =
      'No direct debit of this community has the original trace number: the notification cannot be applied.';
  else if (row.AppliedAt !== null) blocked = `Applied on ${row.AppliedAt.slice(0, 10)}.`;
  else if (!isActive)
    blocked =
      'The owner’s enrolment was replaced or stopped after this debit: enter the corrected details by hand if they still apply.';
  else {
    const read = readAchCorrection(row.ChangeCode, unseal(sealed));
    if (!read.ok) blocked = read.reason;
  }
  return {
    ...row,
    IsMatched: row.DirectDebitEntryId !== null,
    Description: code?.Description ?? 'Unknown change code',
    CurrentDetails:
      routing === null || last4 === null || accountType === null
        ? null
        : `${routing} ${masked(last4)} ${accountTypeName(accountType)}`,
    CanApply: blocked === null,
    ApplyBlockedReason: blocked,
  };
}

/**
 * Keeps the notifications of change of a return file, each with the community's entry that has
 * its original trace number (and that entry's enrolment and owner); a notification kept before
 * (the same file uploaded again) stays as it was. Answers them all, matched or not.
 */
export async function recordChangeNotices(
  ctx: RequestContext,
  communityAgentId: number,
  fileName: string,
  notices: readonly NachaChangeNotice[],
): Promise<DirectDebitChangeNotice[]> {
  if (notices.length === 0) return [];
  const rows = notices.map((n) => ({
    trace: n.originalTraceNumber,
    code: n.changeCode,
    sealed: seal(n.correctedData),
    display: correctedDisplay(n.changeCode, n.correctedData),
  }));
  await ctx.tx.execute(
    sql`with r as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
                     as r(trace text, code text, sealed text, display text))
        insert into direct_debit_change_notices (company_id, community_agent_id, file_name, received_on,
          original_trace_number, change_code, corrected_data_sealed, corrected_display, entry_id,
          enrollment_id, owner_agent_id)
        select ${ctx.user.companyId}, ${communityAgentId}, ${fileName}, ${todayIso()}::date, r.trace, r.code,
               r.sealed, r.display, m.id, m.enrollment_id, m.owner_agent_id
          from r left join lateral (
                 select x.id, x.enrollment_id, x.owner_agent_id from direct_debit_entries x
                   join direct_debit_runs run on run.id = x.run_id
                  where x.trace_number = r.trace and run.community_agent_id = ${communityAgentId}
                  order by x.id desc limit 1) m on true
        on conflict (company_id, community_agent_id, original_trace_number, change_code) do nothing`,
  );
  const keys = JSON.stringify(rows.map((r) => ({ trace: r.trace, code: r.code })));
  const found = await queryRows<NoticeRow>(
    ctx.tx,
    sql`${noticeSelect}
         join jsonb_to_recordset(${keys}::jsonb) as r(trace text, code text)
           on n.original_trace_number = r.trace and n.change_code = r.code
        where n.community_agent_id = ${communityAgentId}
        order by n.id`,
  );
  return found.map(present);
}

export async function getChangeNotices(
  ctx: RequestContext,
  { query }: { query: { communityAgentId: number } },
): Promise<DirectDebitChangeNotice[]> {
  requireClaim(ctx, 'arownerpayments', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const rows = await queryRows<NoticeRow>(
    ctx.tx,
    sql`${noticeSelect} where n.community_agent_id = ${query.communityAgentId}
         order by n.created_at desc, n.id desc`,
  );
  return rows.map(present);
}

const changedNames: Record<keyof AchCorrection, string> = {
  routingNumber: 'routing number',
  accountNumber: 'account number',
  accountType: 'account type',
  nameOnAccount: 'name on the account',
};

const joinAnd = (parts: readonly string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * Applies a notification of change to the owner's enrolment once, with the claim that processes
 * returns: the enrolment takes the corrected routing number, account number (sealed), account
 * type or name, and its history gets what changed, by which NOC, when and from which file.
 */
export async function applyChangeNotice(
  ctx: RequestContext,
  { body }: { body: ApplyInput },
): Promise<DirectDebitChangeNotice> {
  requireClaim(ctx, 'arownerpayments', 'update');
  const id = body.DirectDebitChangeNoticeId;
  const [notice] = await queryRows<NoticeRow>(ctx.tx, sql`${noticeSelect} where n.id = ${id}`);
  if (!notice) throw notFound();
  await requireCommunity(ctx, notice.community);
  const shown = present(notice);
  if (notice.AppliedAt !== null)
    throw appError('DirectDebitNoticeAlreadyApplied', notice.AppliedAt.slice(0, 10));
  if (!shown.CanApply) throw badRequest(shown.ApplyBlockedReason ?? 'It cannot be applied.');
  const read = readAchCorrection(notice.ChangeCode, unseal(notice.sealed));
  if (!read.ok) throw badRequest(read.reason);
  // Claimed by this update: a second confirmation, even a concurrent one, finds it applied.
  const [claimed] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`update direct_debit_change_notices set applied_at = now(), applied_by_user_id = ${ctx.user.userId}
         where id = ${id} and applied_at is null and entry_id is not null
        returning id::int8 as id`,
  );
  if (!claimed) throw appError('DirectDebitNoticeAlreadyApplied');
  const [before] = await queryRows<{
    routing: string;
    last4: string;
    type: string;
    name: string;
    active: boolean;
  }>(
    ctx.tx,
    sql`select routing_number as routing, account_last4 as last4, account_type as type,
               name_on_account as name, is_active as active
          from direct_debit_enrollments where id = ${notice.DirectDebitEnrollmentId ?? 0} for update`,
  );
  if (!before?.active)
    throw badRequest(present({ ...notice, isActive: false }).ApplyBlockedReason ?? '');
  const c = read.correction;
  await ctx.tx.execute(
    sql`update direct_debit_enrollments
           set routing_number = coalesce(${c.routingNumber ?? null}, routing_number),
               account_number_sealed = coalesce(${c.accountNumber ? seal(c.accountNumber) : null}, account_number_sealed),
               account_last4 = coalesce(${c.accountNumber?.slice(-4) ?? null}, account_last4),
               account_type = coalesce(${c.accountType ?? null}, account_type),
               name_on_account = coalesce(${c.nameOnAccount ?? null}, name_on_account),
               updated_at = now()
         where id = ${notice.DirectDebitEnrollmentId ?? 0}`,
  );
  const changes = [
    c.routingNumber ? `routing number ${before.routing} → ${c.routingNumber}` : null,
    c.accountNumber ? `account number ${masked(before.last4)} → ${masked(c.accountNumber)}` : null,
    c.accountType ? `${accountTypeName(before.type)} → ${accountTypeName(c.accountType)}` : null,
    c.nameOnAccount ? `name ${before.name} → ${c.nameOnAccount}` : null,
  ].filter((p): p is string => p !== null);
  const what = joinAnd(
    (Object.keys(changedNames) as (keyof AchCorrection)[])
      .filter((k) => c[k] !== undefined)
      .map((k) => changedNames[k]),
  );
  const description = `${what.charAt(0).toUpperCase()}${what.slice(1)} corrected by NOC ${notice.ChangeCode} on ${formatDate(todayIso())} from return file ${notice.FileName}: ${changes.join(', ')}.`;
  await ctx.tx.execute(
    sql`insert into direct_debit_enrollment_history (company_id, enrollment_id, change_notice_id, description,
          created_by_user_id)
        values (${ctx.user.companyId}, ${notice.DirectDebitEnrollmentId ?? 0}, ${id}, ${description.slice(0, 500)},
          ${ctx.user.userId})`,
  );
  const [after] = await queryRows<NoticeRow>(ctx.tx, sql`${noticeSelect} where n.id = ${id}`);
  if (!after) throw new Error('notice vanished');
  return present(after);
}

export async function getEnrollmentHistory(
  ctx: RequestContext,
  { query }: { query: { enrollmentId: number } },
): Promise<DirectDebitEnrollmentHistory[]> {
  requireClaim(ctx, 'arownerpayments', 'read');
  const [enrollment] = await queryRows<{ community: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community from direct_debit_enrollments
         where id = ${query.enrollmentId}`,
  );
  if (!enrollment) throw notFound();
  await requireCommunity(ctx, enrollment.community);
  return queryRows<DirectDebitEnrollmentHistory>(
    ctx.tx,
    sql`select h.id::int8 as "DirectDebitEnrollmentHistoryId",
               h.change_notice_id::int8 as "DirectDebitChangeNoticeId",
               to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "CreatedAt",
               u.user_name as "UserName", h.description as "Description"
          from direct_debit_enrollment_history h
          left join users u on u.id = h.created_by_user_id
         where h.enrollment_id = ${query.enrollmentId}
         order by h.created_at desc, h.id desc`,
  );
}
