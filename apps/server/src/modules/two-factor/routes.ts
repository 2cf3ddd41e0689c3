import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { initiateTwoFactor } from './initiate-two-factor';
import { twoFactorStatus } from './two-factor-authenticated';
import { verifyCode } from './verify-code';

export function twoFactorRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = contract.twoFactor;
  bind(app, deps, t.TwoFactorAuthenticated, twoFactorStatus);
  bind(app, deps, t.InitiateTwoFactor, initiateTwoFactor);
  bindCaller(app, deps, t.VerifyCode, async ({ input, run }) => {
    const outcome = await run((ctx) => verifyCode(ctx, input));
    if ('refused' in outcome) throw outcome.refused;
    return outcome.verified;
  });
}
