import { contract } from '@hoa/contract';
import type { IsoDate } from '@hoa/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['charges'].
export const chargesKey = ['charges'] as const;
const C = contract.charges;

/**
 * A charge run's settings on a post date; nothing is asked while the date is empty or invalid.
 * With the company's recurring credit flag, GetSettingsAsync (spec 3 §7), which also serves
 * recurring credits (102).
 */
export function chargeSettingsQuery(
  communityAgentId: number,
  txnTypeId: number,
  postDate: IsoDate | null,
  recurringCredit: boolean,
) {
  return queryOptions({
    queryKey: [...chargesKey, 'settings', communityAgentId, txnTypeId, postDate, recurringCredit],
    queryFn:
      postDate === null
        ? skipToken
        : () => {
            const query = { communityAgentId, topsTxnTypeId: txnTypeId, postDate };
            return recurringCredit
              ? api.call(C.GetSettingsAsync, { query: { ...query, enableRecurringCredit: 'true' } })
              : api.call(C.GetSettings, { query });
          },
  });
}

export function chargeBatchQuery(itemId: number) {
  return queryOptions({
    queryKey: [...chargesKey, 'batch', itemId],
    queryFn: () => api.call(C.GetBatchSummary, { query: { itemId } }),
  });
}

export function chargeAgentsQuery(itemId: number, skip: number, take: number) {
  return queryOptions({
    queryKey: [...chargesKey, 'agents', itemId, skip, take],
    queryFn: () => api.call(C.GetItemAgentSummary, { query: { itemId, skip, take } }),
  });
}

export function prepaidLastAppliedQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...chargesKey, 'prepaid-last-applied', communityAgentId],
    queryFn: () => api.call(C.GetPrepaidLastAppliedDate, { query: { communityAgentId } }),
  });
}

export function alreadyAppliedCodeQuery(
  communityAgentId: number,
  codeId: number,
  postDate: IsoDate | null,
) {
  return queryOptions({
    queryKey: [...chargesKey, 'already-applied', communityAgentId, codeId, postDate],
    queryFn:
      postDate === null
        ? skipToken
        : () => api.call(C.IsAlreadyAppliedCode, { query: { communityAgentId, codeId, postDate } }),
  });
}

export type ScheduledKind = 'assessments' | 'latefees' | 'prepaids';

export function scheduledChargesQuery(communityAgentId: number, kind: ScheduledKind) {
  return queryOptions({
    queryKey: [...chargesKey, 'scheduled', communityAgentId, kind],
    queryFn: () => api.call(C.GetScheduledCharges, { query: { communityAgentId, kind } }),
  });
}

export function chargeAssignmentQuery(agentId: number) {
  return queryOptions({
    queryKey: [...chargesKey, 'assignment', agentId],
    queryFn: () => api.call(C.GetChargeAssignmentSummary, { query: { agentId } }),
  });
}

/** Names of the charge runs by their fixed transaction type (spec 3 §2). */
export const chargeRunTitles: Record<number, string> = {
  40: 'Apply charges',
  41: 'Apply late fee',
  42: 'Apply interest',
  43: 'Apply prepaids',
  53: 'Set collection status',
  102: 'Apply recurring credits',
};

export const positiveId = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
