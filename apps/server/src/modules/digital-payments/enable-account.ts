import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { businessCustomerErrors } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { seal } from '../direct-debit/index';
import { customerOf, readAccount } from './account-queries';
import { writeController } from './controller-info';
import { providerFor } from './provider/index';

type S = typeof contract.digitalPayments;
type Body = InputOf<S['CreateDigitalPaymentAccount']>['body'];

/**
 * Enables (new) or retries/upgrades a community's business customer: every required field of
 * spec 2 §5 (controller fields prefixed 'Controller '), the terms when new; the controller is
 * saved and the provider creates or re-checks the customer, whose status the account takes.
 */
async function enable(ctx: RequestContext, body: Body, isNew: boolean) {
  requireClaim(ctx, 'community', 'update');
  await requireCommunity(ctx, body.CommunityAgentId);
  const errors = businessCustomerErrors(body, body.ControllerData, {
    isNew,
    termsAccepted: body.TermsOfServiceAccepted,
    privacyAccepted: body.PrivacyPolicyAccepted,
  });
  if (errors.length > 0) throw badRequest(errors.join(', '));
  const existing = await customerOf(ctx, body.CommunityAgentId);
  if (isNew && existing) throw appError('DigitalPaymentsAlreadyEnabled');
  if (!isNew && !existing) throw appError('DigitalPaymentsNotEnabled');
  await writeController(ctx, body.CommunityAgentId, body.ControllerData);
  const customer = await providerFor(ctx).createCustomer(
    {
      businessName: body.BusinessName ?? '',
      ein: body.Ein ?? '',
      controllerFirstName: body.ControllerData.FirstName ?? '',
      controllerLastName: body.ControllerData.LastName ?? '',
      controllerCountry: body.ControllerData.Country,
    },
    existing?.customerId ?? null,
  );
  const ein = body.Ein ?? '';
  await ctx.tx.execute(
    sql`insert into digital_payment_accounts (community_agent_id, company_id, customer_id, status,
          first_name, last_name, business_name, address1, address2, city, state, postal_code,
          business_classification, business_type, ein_sealed, ein_last4, secretary_of_state,
          terms_accepted_at)
        values (${body.CommunityAgentId}, ${ctx.user.companyId}, ${customer.customerId},
          ${customer.status}, ${body.FirstName}, ${body.LastName}, ${body.BusinessName},
          ${body.Address1}, ${body.Address2}, ${body.City}, ${body.State}, ${body.PostalCode},
          ${body.BusinessClassification}, ${body.BusinessType}, ${seal(ein)},
          ${ein.replace(/\D/g, '').slice(-4)}, ${body.SecretaryOfState}, now())
        on conflict (community_agent_id) do update set customer_id = excluded.customer_id,
          status = excluded.status, first_name = excluded.first_name,
          last_name = excluded.last_name, business_name = excluded.business_name,
          address1 = excluded.address1, address2 = excluded.address2, city = excluded.city,
          state = excluded.state, postal_code = excluded.postal_code,
          business_classification = excluded.business_classification,
          ein_sealed = excluded.ein_sealed, ein_last4 = excluded.ein_last4,
          secretary_of_state = excluded.secretary_of_state, updated_at = now()`,
  );
  return readAccount(ctx, body.CommunityAgentId);
}

export function createDigitalPaymentAccount(
  ctx: RequestContext,
  { body }: InputOf<S['CreateDigitalPaymentAccount']>,
): Promise<ResponseOf<S['CreateDigitalPaymentAccount']>> {
  return enable(ctx, body, true);
}

export function upgradeDigitalPaymentAccount(
  ctx: RequestContext,
  { body }: InputOf<S['UpgradeDigitalPaymentAccount']>,
): Promise<ResponseOf<S['UpgradeDigitalPaymentAccount']>> {
  return enable(ctx, body, false);
}
