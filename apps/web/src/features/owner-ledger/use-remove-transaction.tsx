import { contract, type RemoveItemResult } from '@hoa/contract';
import {
  formatCents,
  formatDate,
  OwnerLedgerMessages as M,
  removalAction,
  removalRedirectFeed,
  TxnTypeId,
  ViolationMessages,
} from '@hoa/domain';
import { List, Stack, Text } from '@mantine/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
 * RemoveItem, RemoveItemWithRelated (the item and what hangs under it), RemoveItemAgentByList or
 * RemoveCCRTransactionItem (a violation's fine).
 */
type Call =
  | ({ kind: 'item' } & Removal)
  | { kind: 'related' | 'violationFine'; itemId: number; bypassValidation: boolean }
  | { kind: 'owners'; itemId: number; agentIds: number[]; bypassValidation: boolean };

function call(c: Call) {
  switch (c.kind) {
    case 'related':
    case 'violationFine':
      return api.call(
        c.kind === 'related'
          ? contract.items.RemoveItemWithRelated
          : contract.ccr.RemoveCCRTransactionItem,
        { body: { itemId: c.itemId, bypassValidation: c.bypassValidation } },
      );
    case 'owners':
      return api.call(contract.items.RemoveItemAgentByList, {
        body: {
          owners: c.agentIds.map((agentId) => ({ itemId: c.itemId, agentId })),
          bypassValidation: c.bypassValidation,
        },
      });
    case 'item':
      return api.call(contract.ownerLedger.RemoveItem, {
        body: { itemId: c.itemId, agentId: c.agentId, bypassValidation: c.bypassValidation },
      });
  }
}

/** The item and the items hung under it (comments and tasks stay and are not listed). */
export const itemTreeQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...ownerLedgerKey, 'item-tree', itemId],
    queryFn: () => api.call(contract.items.GetItemTree, { query: { itemId } }),
    staleTime: 0,
  });

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
    mutationFn: call,
    onSuccess: async (result, r) => {
      await answer(result, r);
    },
  });
  const retry = (r: Call) => {
    remove.mutate({ ...r, bypassValidation: true });
  };
  async function answer(result: RemoveItemResult, r: Call) {
    if (result.IsRemoved) {
      // A removal moves balances that every screen may show (the ledger, feeds, a run's review).
      await queryClient.invalidateQueries();
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
        remove.mutate({ kind: 'item', ...r });
      },
    });
  };
  /**
   * A whole transaction with related transactions under it (a payment's backout or NSF, a
   * charge's adjustments) lists them and, confirmed, removes them with it; without, as before.
   */
  const confirmWhole = async (itemId: number) => {
    const tree = await queryClient.fetchQuery(itemTreeQuery(itemId));
    const related = tree.filter(
      (n) =>
        n.Depth > 0 && n.TopsTxnTypeId !== TxnTypeId.Comment && n.TopsTxnTypeId !== TxnTypeId.Task,
    );
    if (related.length === 0) {
      confirmThen({ itemId, agentId: null, bypassValidation: false });
      return;
    }
    openConfirm({
      title: `Delete transaction #${itemId}`,
      message: (
        <Stack gap="xs" component="span">
          <Text size="sm" component="span">
            Transaction #{itemId} has related transactions, which are removed with it:
          </Text>
          <List size="sm">
            {related.map((n) => (
              <List.Item key={n.TopsItemId}>
                {n.TxnTypeName} #{n.TopsItemId}, {formatDate(n.PostDate ?? n.EventDate ?? '')}:{' '}
                {formatCents(n.Amount)} ({n.StatusName})
              </List.Item>
            ))}
          </List>
          <Text size="sm" component="span">
            {M.confirmRemove}
          </Text>
        </Stack>
      ),
      confirmLabel: 'Remove all',
      danger: true,
      onConfirm: () => {
        remove.mutate({ kind: 'related', itemId, bypassValidation: false });
      },
    });
  };
  const whole = (itemId: number) => {
    confirmWhole(itemId).catch(showError);
  };
  return {
    pending: remove.isPending,
    /** A violation's fine (its charge), after the confirmation naming the amount. */
    startViolationFine: (chargeItemId: number, fine: number) => {
      openConfirm({
        title: `Remove fine #${chargeItemId}`,
        message: ViolationMessages.confirmRemoveFine(formatCents(fine)),
        confirmLabel: 'Remove fine',
        danger: true,
        onConfirm: () => {
          remove.mutate({ kind: 'violationFine', itemId: chargeItemId, bypassValidation: false });
        },
      });
    },
    start: (t: RemovableTransaction) => {
      const action = removalAction(t.txnTypeId);
      if (action === 'RemoveCharge') {
        whole(t.itemId);
      } else if (action === 'ChargeRemovalModal') {
        const id = openModal({
          title: `Remove charge #${t.itemId}`,
          children: (
            <ChargeRemovalModal
              transaction={t}
              modalId={() => id}
              onChoose={(choice) => {
                if (choice.kind === 'whole') whole(t.itemId);
                else if (choice.kind === 'owners')
                  remove.mutate({
                    kind: 'owners',
                    itemId: t.itemId,
                    agentIds: choice.agentIds,
                    bypassValidation: false,
                  });
                else
                  remove.mutate({
                    kind: 'item',
                    itemId: t.itemId,
                    agentId: choice.agentId,
                    bypassValidation: false,
                  });
              }}
            />
          ),
        });
      } else if (t.ownerAgentId === null) {
        whole(t.itemId);
      } else {
        confirmThen({ itemId: t.itemId, agentId: t.ownerAgentId, bypassValidation: false });
      }
    },
  };
}
