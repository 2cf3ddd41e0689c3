import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import { bindOwner } from '../../http/bind-owner';
import type { AppDeps } from '../../http/request-context';
import type { OwnerContext } from '../owner-auth/index';
import { addBankAccount, addCard, removePaymentMethod } from './add-payment-method';
import { getPaymentOptions } from './get-payment-options';
import { makeOneTimePayment } from './make-one-time-payment';
import { generatePayLeaseToken } from './pay-lease-token';
import type { Payer } from './payer';
import { staffPayer } from './staff-payer';

/** The signed-in owner pays for their own account, in their own community. */
const ownerPayer = ({ tx, owner }: OwnerContext): Payer => ({
  tx,
  companyId: owner.companyId,
  ownerAgentId: owner.ownerAgentId,
  communityAgentId: owner.communityAgentId,
});

export function portalPaymentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const owner = contract.portalPayments;
  bindOwner(app, deps, owner.GetPaymentOptions, (ctx) => getPaymentOptions(ownerPayer(ctx)));
  bindOwner(app, deps, owner.AddBankAccount, (ctx, { body }) =>
    addBankAccount(ownerPayer(ctx), body),
  );
  bindOwner(app, deps, owner.AddCard, (ctx, { body }) => addCard(ownerPayer(ctx), body));
  bindOwner(app, deps, owner.RemovePaymentMethod, (ctx, { body }) =>
    removePaymentMethod(ownerPayer(ctx), body.PaymentMethodId),
  );
  bindOwner(app, deps, owner.MakeOneTimePayment, (ctx, { body }) =>
    makeOneTimePayment(ownerPayer(ctx), body),
  );

  const staff = contract.ownerPayments;
  bind(app, deps, staff.GeneratePayLeaseToken, (ctx, { params }) =>
    generatePayLeaseToken(ctx, params.id),
  );
  bind(app, deps, staff.GetPaymentOptions, async (ctx, { params }) =>
    getPaymentOptions(await staffPayer(ctx, params.id)),
  );
  bind(app, deps, staff.AddBankAccount, async (ctx, { params, body }) =>
    addBankAccount(await staffPayer(ctx, params.id), body),
  );
  bind(app, deps, staff.AddCard, async (ctx, { params, body }) =>
    addCard(await staffPayer(ctx, params.id), body),
  );
  bind(app, deps, staff.MakeOneTimePayment, async (ctx, { params, body }) =>
    makeOneTimePayment(await staffPayer(ctx, params.id), body),
  );
}
