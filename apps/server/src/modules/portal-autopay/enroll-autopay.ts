import { queryRows, sql } from '@hoa/db';
import type { InputOf, portalAutopay } from '@hoa/contract';
import { BankMessages, isValidRoutingNumber, localDay } from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import { seal, unseal } from '../direct-debit/index';
import { requireOwnerProperty, type OwnerContext } from '../owner-auth/index';
import { autopayStatus } from './autopay-status';

type Input = InputOf<typeof portalAutopay.EnrollAutopay>['body'];

interface Current {
  id: number;
  routing_number: string;
  account_type: string;
  account_number_sealed: string;
}

/**
 * The owner turns autopay on (or changes it) from the portal, allowed with a balance: the same bank
 * account keeps its enrolment and prenote with the new cap and past-due choice; another account
 * replaces the owner's enrolment (direct debit's rule: the new account is prenoted first).
 */
export async function enrollAutopay(ctx: OwnerContext, { body }: { body: Input }) {
  requireOwnerProperty(ctx, body.PropertyAgentId);
  const { ownerAgentId, communityAgentId, companyId } = ctx.owner;
  const [offered] = await queryRows<{ on: boolean }>(
    ctx.tx,
    sql`select is_enabled as on from portal_community_settings where community_agent_id = ${communityAgentId}`,
  );
  if (!offered?.on) throw appError('AutopayNotOffered');
  if (!isValidRoutingNumber(body.RoutingNumber))
    throw badRequest(BankMessages.invalidRoutingNumber);
  const [current] = await queryRows<Current>(
    ctx.tx,
    sql`select id::int8 as id, routing_number, account_type, account_number_sealed
          from direct_debit_enrollments where owner_agent_id = ${ownerAgentId} and is_active
           for update`,
  );
  const sameAccount =
    current !== undefined &&
    current.routing_number === body.RoutingNumber &&
    current.account_type === body.AccountType &&
    unseal(current.account_number_sealed) === body.AccountNumber;
  if (sameAccount) {
    await ctx.tx.execute(
      sql`update direct_debit_enrollments
             set is_autopay = true, autopay_cap_cents = ${body.CapCents},
                 pay_past_due_next = ${body.PayPastDueNow}, is_from_portal = true,
                 name_on_account = ${body.NameOnAccount}, updated_at = now()
           where id = ${current.id}`,
    );
  } else {
    if (current)
      await ctx.tx.execute(
        sql`update direct_debit_enrollments set is_active = false, updated_at = now()
             where id = ${current.id}`,
      );
    await ctx.tx.execute(
      sql`insert into direct_debit_enrollments (company_id, community_agent_id, owner_agent_id,
            routing_number, account_type, account_number_sealed, account_last4, name_on_account,
            is_autopay, autopay_cap_cents, pay_past_due_next, is_from_portal)
          values (${companyId}, ${communityAgentId}, ${ownerAgentId}, ${body.RoutingNumber},
            ${body.AccountType}, ${seal(body.AccountNumber)}, ${body.AccountNumber.slice(-4)},
            ${body.NameOnAccount}, true, ${body.CapCents}, ${body.PayPastDueNow}, true)`,
    );
  }
  return autopayStatus(ctx.tx, ctx.owner, body.PropertyAgentId, localDay(new Date()));
}
