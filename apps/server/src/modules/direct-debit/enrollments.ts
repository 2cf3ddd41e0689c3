import { queryRows, sql } from '@hoa/db';
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
import { seal } from './sealing';

type SaveInput = InputOf<typeof directDebit.SaveEnrollment>['body'];
type Row = Omit<DirectDebitEnrollment, 'MaskedAccountNumber'> & { Last4: string };

const select = sql`select e.id::int8 as "DirectDebitEnrollmentId", e.community_agent_id::int8 as "CommunityAgentId",
       e.owner_agent_id::int8 as "OwnerAgentId", coalesce(k.display_name, '') as "OwnerName",
       pd.account_number as "AccountNumber", e.routing_number as "RoutingNumber",
       e.account_last4 as "Last4", e.account_type as "AccountType", e.name_on_account as "NameOnAccount",
       (e.prenote_run_id is not null) as "IsPrenoted",
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

/** Enrolls an owner; new bank details replace the old ones and need a prenote again. */
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
  await ctx.tx.execute(
    sql`update direct_debit_enrollments set is_active = false, updated_at = now()
         where owner_agent_id = ${body.OwnerAgentId} and is_active`,
  );
  const [made] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into direct_debit_enrollments (company_id, community_agent_id, owner_agent_id, routing_number,
          account_type, account_number_sealed, account_last4, name_on_account)
        values (${ctx.user.companyId}, ${body.CommunityAgentId}, ${body.OwnerAgentId}, ${body.RoutingNumber},
          ${body.AccountType}, ${seal(body.AccountNumber)}, ${body.AccountNumber.slice(-4)}, ${body.NameOnAccount})
        returning id::int8 as id`,
  );
  const [row] = await queryRows<Row>(ctx.tx, sql`${select} where e.id = ${made?.id ?? 0}`);
  if (!row) throw new Error('enrollment vanished');
  return present(row);
}

export async function removeEnrollment(
  ctx: RequestContext,
  { body }: { body: { DirectDebitEnrollmentId: number } },
) {
  requireClaim(ctx, 'arownerpayments', 'delete');
  const [row] = await queryRows<{ community: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community from direct_debit_enrollments
         where id = ${body.DirectDebitEnrollmentId} and is_active`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.community);
  await ctx.tx.execute(
    sql`update direct_debit_enrollments set is_active = false, updated_at = now()
         where id = ${body.DirectDebitEnrollmentId}`,
  );
  return { success: true as const };
}
