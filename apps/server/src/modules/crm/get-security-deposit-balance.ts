import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { securityDepositBalance } from '../owner-ledger/index';

type GetSecurityDepositBalance = typeof contract.crm.GetSecurityDepositBalance;

/** The security deposit of a property (or an owner's property): its security deposit codes' balance. */
export function getSecurityDepositBalance(
  ctx: RequestContext,
  input: InputOf<GetSecurityDepositBalance>,
): Promise<ResponseOf<GetSecurityDepositBalance>> {
  return securityDepositBalance(ctx, input.query.propertyAgentId, input.query.asOfDate);
}
