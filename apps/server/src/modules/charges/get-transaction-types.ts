import type { contract, ResponseOf } from '@hoa/contract';
import { ChargeRunTxnTypeIds, offeredChargeTxnTypes, TxnTypes } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

type GetTransactionTypes = typeof contract.charges.GetTransactionTypes;

/** The charge-run types offered to the user: those of a claim only with create access (spec 3 §6). */
export function getTransactionTypes(ctx: RequestContext): Promise<ResponseOf<GetTransactionTypes>> {
  const offered = offeredChargeTxnTypes(ChargeRunTxnTypeIds, ctx.user.grants);
  return Promise.resolve(
    TxnTypes.filter((t) => offered.includes(t.TopsTxnTypeId)).map((t) => ({
      TopsTxnTypeId: t.TopsTxnTypeId,
      TxnTypeName: t.TxnTypeName,
    })),
  );
}
