import { queryRows, sql, type Tx } from '@hoa/db';
import type { DirectDebitEnrollment, directDebit, InputOf } from '@hoa/contract';
import {
  BankMessages,
  isValidRoutingNumber,
  maskAccountNumber,
  OwnerLikeAgentTypeIds,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { saveBankAccount } from './save-bank-account';

type SaveInput = InputOf<typeof directDebit.SaveEnrollment>['body'];
type Row = Omit<DirectDebitEnrollment, 'MaskedAccountNumber'> & { Last4: string };

const select = sql`select e.id::int8 as "DirectDebitEnrollmentId", e.community_agent_id::int8 as "CommunityAgentId",
       e.owner_agent_id::int8 as "OwnerAgentId", coalesce(k.display_name, '') as "OwnerName",
       pd.account_number as "AccountNumber", e.routing_number as "RoutingNumber",
       e.account_last4 as "Last4", e.account_type as "AccountType", e.name_on_account as "NameOnAccount",
       (e.prenote_run_id is not null) as "IsPrenoted", e.is_autopay as "IsAutopay",
       e.is_from_portal as "IsFromPortal", e.autopay_cap_cents::int8 as "AutopayCapCents",
       e.pay_past_due_next as "PayPastDueNext",
       greatest(coalesce((select sum(b.balance_cents) from owner_code_balances b
                           where b.owner_agent_id = e.owner_agent_id), 0), 0)::int8 as "Balance"
  from direct_debit_enrollments e
  join agents o on o.id = e.owner_agent_id
  left join contacts k on k.agent_id = e.owner_agent_id
  left join property_details pd on pd.agent_id = o.parent_agent_id`;

const present = ({ Last4, ...row }: Row): DirectDebitEnrollment => ({
  ...row,
  MaskedAccountNumber: maskAccountNumber(`0000${Last4}`),
});

export async function getEnrollments(
  ctx: RequestContext,
  { query }: { query: { communityAgentId: number } },
) {
  requireClaim(ctx, 'arownerpayments', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`${select} where e.community_agent_id = ${query.communityAgentId} and e.is_active
         order by lower(coalesce(k.display_name, '')), e.id`,
  );
  return rows.map(present);
}

/**
 * Enrolls an owner, or changes their bank details: the same account keeps its prenote, another
 * replaces the enrolment and needs a prenote again. The owner's autopay (issue 23) stays as the
 * owner set it — on or off, cap and past-due choice — whatever staff change here; staff change it
 * with SaveEnrollmentAutopay.
 */
export async function saveEnrollment(ctx: RequestContext, { body }: { body: SaveInput }) {
  requireClaim(ctx, 'arownerpayments', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  if (!isValidRoutingNumber(body.RoutingNumber))
    throw badRequest(BankMessages.invalidRoutingNumber);
  const [owner] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id from agents where id = ${body.OwnerAgentId} and community_agent_id = ${body.CommunityAgentId}
          and not is_deleted and agent_type_id = any(${`{${OwnerLikeAgentTypeIds.join(',')}}`}::smallint[])`,
  );
  if (!owner) throw appError('DirectDebitChooseOwner');
  const enrollmentId = await saveBankAccount(
    ctx.tx,
    {
      companyId: ctx.user.companyId,
      communityAgentId: body.CommunityAgentId,
      ownerAgentId: owner.id,
    },
    body,
    null,
  );
  return enrollmentById(ctx.tx, enrollmentId);
}

/** One enrolment as the enrolled owners list shows it. */
export async function enrollmentById(tx: Tx, enrollmentId: number): Promise<DirectDebitEnrollment> {
  const [row] = await queryRows<Row>(tx, sql`${select} where e.id = ${enrollmentId}`);
  if (!row) throw new Error('enrollment vanished');
  return present(row);
}

export async function removeEnrollment(
  ctx: RequestContext,
  { body }: { body: { DirectDebitEnrollmentId: number } },
) {
  requireClaim(ctx, 'arownerpayments', 'delete');
  await requireActiveEnrollment(ctx, body.DirectDebitEnrollmentId);
  await ctx.tx.execute(
    sql`update direct_debit_enrollments set is_active = false, updated_at = now()
         where id = ${body.DirectDebitEnrollmentId}`,
  );
  return { success: true as const };
}

/** An active enrolment of a community the caller works in (404 otherwise, another company's too). */
export async function requireActiveEnrollment(
  ctx: RequestContext,
  enrollmentId: number,
): Promise<void> {
  const [row] = await queryRows<{ community: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community from direct_debit_enrollments
         where id = ${enrollmentId} and is_active`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.community);
}
