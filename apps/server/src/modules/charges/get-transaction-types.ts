import type { contract, ResponseOf } from '@hoa/contract';
import { chargeRunTxnTypeIds, offeredChargeTxnTypes, TxnTypes } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

type GetTransactionTypes = typeof contract.charges.GetTransactionTypes;

/**
 * The charge-run types offered to the user: those of a claim only with create access (spec 3 §6);
 * recurring credits (102) only when the company has the flag on.
 */
export function getTransactionTypes(ctx: RequestContext): Promise<ResponseOf<GetTransactionTypes>> {
  const offered = offeredChargeTxnTypes(
    chargeRunTxnTypeIds(ctx.user.featureFlags.recurringCredit === true),
    ctx.user.grants,
  );
  return Promise.resolve(
    TxnTypes.filter((t) => offered.includes(t.TopsTxnTypeId)).map((t) => ({
      TopsTxnTypeId: t.TopsTxnTypeId,
      TxnTypeName: t.TxnTypeName,
    })),
  );
}
