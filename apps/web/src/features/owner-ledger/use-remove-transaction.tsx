import { contract, type RemoveItemResult } from '@hoa/contract';
import {
  formatCents,
  OwnerLedgerMessages as M,
  removalAction,
  removalRedirectFeed,
} from '@hoa/domain';
import { List, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { openConfirm, openModal } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showError, showSuccess } from '../../app/toasts';
import { ChargeRemovalModal } from './charge-removal-modal';
import { ownerLedgerKey } from './owner-ledger-queries';

export interface RemovableTransaction {
  itemId: number;
  txnTypeId: number;
  /** The owner whose line the action was started from, if any. */
  ownerAgentId: number | null;
  ownerName?: string;
}

interface Removal {
  itemId: number;
  agentId: number | null;
  bypassValidation: boolean;
}

/**
 * Removing a transaction (spec 3 §4, §8): 40 removes the charge, 41 and 42 open the charge
 * removal modal, others remove the owner. After the delete confirmation the server may answer
 * with a rule violation: AR negative code balance lists the owners and asks to bypass; ACH owners
 * refuse; other reasons ask 'Are you sure you want to remove this transaction?' and retry with
 * bypass. Removed: the toast, then the type's activity feed (or `onRemoved` to stay).
 */
export function useRemoveTransaction(communityAgentId: number, onRemoved?: () => void) {
  const go = useGo();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (r: Removal) => api.call(contract.ownerLedger.RemoveItem, { body: r }),
    onSuccess: async (result, r) => {
      await answer(result, r);
    },
  });
  const retry = (r: Removal) => {
    remove.mutate({ ...r, bypassValidation: true });
  };
  async function answer(result: RemoveItemResult, r: Removal) {
    if (result.IsRemoved) {
      await queryClient.invalidateQueries({ queryKey: ownerLedgerKey });
      if (onRemoved) onRemoved();
      else {
        const feed = removalRedirectFeed(result.TopsTxnTypeId);
        await go(buildRoute(SiteMap.activityFeed, { communityAgentId, feed }), { replace: true });
      }
      showSuccess(M.removed(result.TopsItemId));
      return;
    }
    if (!result.CanBypass) {
      showError(new Error(result.Message ?? M.achOwners));
      return;
    }
    openConfirm({
      title: `Remove transaction #${result.TopsItemId}`,
      message:
        result.RuleViolationId === 2 ? (
          <Stack gap="xs">
            <Text size="sm">{result.Message}</Text>
            <List size="sm">
              {result.Agents.map((a) => (
                <List.Item key={`${a.OwnerAgentId}-${a.CodeAlias}`}>
                  {a.OwnerName}: {a.CodeAlias} {formatCents(a.Balance)}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : (
          `${result.Message ?? ''} ${M.confirmRemove}`
        ),
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => {
        retry(r);
      },
    });
  }
  const confirmThen = (r: Removal) => {
    openConfirm({
      title: `Delete transaction #${r.itemId}`,
      message: M.confirmDelete,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => {
        remove.mutate(r);
      },
    });
  };
  return {
    pending: remove.isPending,
    start: (t: RemovableTransaction) => {
      const action = removalAction(t.txnTypeId);
      if (action === 'RemoveCharge') {
        confirmThen({ itemId: t.itemId, agentId: null, bypassValidation: false });
      } else if (action === 'ChargeRemovalModal') {
        const id = openModal({
          title: `Remove charge #${t.itemId}`,
          children: (
            <ChargeRemovalModal
              transaction={t}
              modalId={() => id}
              onChoose={(agentId) => {
                remove.mutate({ itemId: t.itemId, agentId, bypassValidation: false });
              }}
            />
          ),
        });
      } else {
        confirmThen({ itemId: t.itemId, agentId: t.ownerAgentId, bypassValidation: false });
      }
    },
  };
}
