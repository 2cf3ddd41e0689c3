import { calledWith, contract } from '@hoa/contract';
import { claimForTxnType, TxnTypeId } from '@hoa/domain';
import { Alert, SegmentedControl } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { chargesKey } from './charge-queries';

const runTypesQuery = queryOptions({
  queryKey: [...chargesKey, 'transaction-types'],
  queryFn: () => api.call(contract.charges.GetTransactionTypes, {}),
  staleTime: 60_000,
});

/** The screen of each charge run by its fixed transaction type (spec 3 §2). */
export function chargeRunRoute(communityAgentId: number, txnTypeId: number): string {
  if (txnTypeId === TxnTypeId.LateFee)
    return buildRoute(SiteMap.applyLateFees, { communityAgentId });
  if (txnTypeId === TxnTypeId.Interest)
    return buildRoute(SiteMap.applyInterest, { communityAgentId });
  if (txnTypeId === TxnTypeId.Collection)
    return buildRoute(SiteMap.collections, { communityAgentId });
  return buildRoute(SiteMap.applyCharges, { communityAgentId, txnTypeId });
}

/**
 * Whether the user may create the run of this type (Charges/GetTransactionTypes, spec 3 §6: a
 * type of a claim only with create access to it); undefined while loading.
 */
export function useChargeRunOffered(txnTypeId: number): boolean | undefined {
  const types = useQuery(runTypesQuery);
  return types.data?.some((t) => t.TopsTxnTypeId === txnTypeId);
}

/**
 * Charges/Accrue for a run of this type as the server checks it (charges/accrue-run.ts): create on
 * the type's claim, for MayCall (every run type with a screen has one).
 */
export function accrueCall(txnTypeId: number) {
  const claim = claimForTxnType(txnTypeId);
  return claim
    ? calledWith(contract.charges.Accrue, { claim, level: 'create' })
    : [contract.charges.Accrue];
}

/** The charge runs the user may create, as a switch between their screens. */
export function ChargeRunTypes({
  communityAgentId,
  current,
}: {
  communityAgentId: number;
  current: number;
}) {
  const go = useGo();
  const types = useQuery(runTypesQuery);
  const offered = types.data ?? [];
  if (offered.length < 2) return null;
  return (
    <SegmentedControl
      aria-label="Transaction type"
      size="xs"
      value={String(current)}
      data={offered.map((t) => ({ value: String(t.TopsTxnTypeId), label: t.TxnTypeName }))}
      onChange={(value) => {
        void go(chargeRunRoute(communityAgentId, Number(value)));
      }}
    />
  );
}

/** Said instead of running when the user's role cannot create this type. */
export function ChargeRunNotOffered() {
  return (
    <Alert color="yellow" variant="light">
      Your role cannot create this transaction type, so it cannot be accrued or posted here.
    </Alert>
  );
}
