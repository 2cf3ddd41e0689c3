import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { accrueChargeRun } from './accrue-run';
import { chargeCalculator } from './calculators/index';
import { ChargeMessages } from '@hoa/domain';

type Accrue = typeof contract.charges.Accrue;

/** Accrue: a charge run of a registered type for the communities asked (a preview to review). */
export async function accrueCharges(
  ctx: RequestContext,
  input: InputOf<Accrue>,
): Promise<ResponseOf<Accrue>> {
  const { TopsTxnTypeId, PostDate, Communities } = input.body;
  const calculator = chargeCalculator(TopsTxnTypeId);
  if (!calculator) throw badRequest(ChargeMessages.notChargeRun);
  const items = await accrueChargeRun(ctx, calculator, {
    postDate: PostDate,
    communities: Communities.map((c) => ({
      communityAgentId: c.CommunityAgentId,
      codeIds: c.CodeIds,
    })),
  });
  return { Items: items };
}
