import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller, bindPublic } from '../../http/bind';
import { bindOwner, bindOwnerCaller } from '../../http/bind-owner';
import type { AppDeps } from '../../http/request-context';
import type { OwnerContext } from '../owner-auth/index';
import { addBankAccount, addCard, removePaymentMethod } from './add-payment-method';
import { getPaymentOptions } from './get-payment-options';
import { getPayLease } from './get-pay-lease';
import { makeLeasePayment } from './make-lease-payment';
import { generatePayLeaseToken } from './generate-pay-lease-token';
import { makeOneTimePayment } from './make-one-time-payment';
import { getPaymentPlatformStatus } from './get-payment-platform-status';
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
  const mine = contract.portalPayments;
  bindOwner(app, deps, mine.GetPaymentOptions, (ctx) => getPaymentOptions(ownerPayer(ctx)));
  bindOwner(app, deps, mine.AddBankAccount, (ctx, { body }) =>
    addBankAccount(ownerPayer(ctx), body),
  );
  bindOwner(app, deps, mine.AddCard, (ctx, { body }) => addCard(ownerPayer(ctx), body));
  bindOwner(app, deps, mine.RemovePaymentMethod, (ctx, { body }) =>
    removePaymentMethod(ownerPayer(ctx), body.PaymentMethodId),
  );
  // A card payment is charged between two transactions of its own (make-one-time-payment.ts).
  bindOwnerCaller(app, deps, mine.MakeOneTimePayment, ({ run, requestKey, input }) =>
    makeOneTimePayment(
      {
        run: (work) => run((ctx) => work(ownerPayer(ctx))),
        requestKey,
        provider: deps.cardProvider,
      },
      input.body,
    ),
  );

  // A payment link (GeneratePayLeaseToken): no sign-in, the token names the owner who pays.
  bindPublic(app, deps, contract.payLease.GetPayLease, getPayLease);
  bindPublic(app, deps, contract.payLease.MakeLeasePayment, makeLeasePayment);

  const drawer = contract.ownerPayments;
  bind(app, deps, drawer.GeneratePayLeaseToken, (ctx, { params }) =>
    generatePayLeaseToken(ctx, params.id),
  );
  bind(app, deps, drawer.GetPaymentPlatformStatus, (ctx, { params }) =>
    getPaymentPlatformStatus(ctx, params.id),
  );
  bind(app, deps, drawer.GetPaymentOptions, async (ctx, { params }) =>
    getPaymentOptions(await staffPayer(ctx, params.id)),
  );
  bind(app, deps, drawer.AddBankAccount, async (ctx, { params, body }) =>
    addBankAccount(await staffPayer(ctx, params.id), body),
  );
  bind(app, deps, drawer.AddCard, async (ctx, { params, body }) =>
    addCard(await staffPayer(ctx, params.id), body),
  );
  bindCaller(app, deps, drawer.MakeOneTimePayment, ({ run, requestKey, input }) =>
    makeOneTimePayment(
      {
        run: (work) => run(async (ctx) => work(await staffPayer(ctx, input.params.id))),
        requestKey,
        provider: deps.cardProvider,
      },
      input.body,
    ),
  );
}
