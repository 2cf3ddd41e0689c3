import { queryRows, sql } from '@hoa/db';
import type { InputOf, portalAutopay } from '@hoa/contract';
import { BankMessages, isValidRoutingNumber, localDay } from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import { saveBankAccount } from '../direct-debit/index';
import { requireOwnerProperty, type OwnerContext } from '../owner-auth/index';
import { autopayStatus } from './autopay-status';

type Input = InputOf<typeof portalAutopay.EnrollAutopay>['body'];

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
  await saveBankAccount(ctx.tx, { companyId, communityAgentId, ownerAgentId }, body, {
    isAutopay: true,
    capCents: body.CapCents,
    payPastDueNext: body.PayPastDueNow,
    isFromPortal: true,
  });
  return autopayStatus(ctx.tx, ctx.owner, body.PropertyAgentId, localDay(new Date()));
}
