import { contract } from '@hoa/contract';
import { Button, Checkbox, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import type { RemovableTransaction } from './use-remove-transaction';

/** The whole charge, the row's owner (RemoveItem), or chosen owners (RemoveItemAgentByList). */
export type ChargeRemovalChoice =
  { kind: 'whole' } | { kind: 'owner'; agentId: number } | { kind: 'owners'; agentIds: number[] };

interface ChargeRemovalModalProps {
  transaction: RemovableTransaction;
  modalId: () => string;
  onChoose: (choice: ChargeRemovalChoice) => void;
}

/** The charge removal modal of late fees (41) and interest (42), spec 3 §2 'Modals'. */
export function ChargeRemovalModal({ transaction, modalId, onChoose }: ChargeRemovalModalProps) {
  const owner = transaction.ownerAgentId;
  const [scope, setScope] = useState(owner === null ? 'all' : 'owner');
  const [chosen, setChosen] = useState<string[]>([]);
  const kind = transaction.txnTypeId === 41 ? 'late fee' : 'interest';
  const graph = useQuery({
    queryKey: ['owner-ledger', 'item-graph', transaction.itemId],
    queryFn: () => api.call(contract.items.GetItemGraph, { query: { itemId: transaction.itemId } }),
    enabled: scope === 'owners',
  });
  const owners = (graph.data?.ItemAgents ?? []).filter((a) => !a.IsDeleted);
  const choose = (): ChargeRemovalChoice | null => {
    if (scope === 'owner' && owner !== null) return { kind: 'owner', agentId: owner };
    if (scope !== 'owners') return { kind: 'whole' };
    if (chosen.length === 0) return null;
    if (chosen.length === owners.length) return { kind: 'whole' };
    return { kind: 'owners', agentIds: chosen.map(Number) };
  };
  const choice = choose();
  return (
    <Stack gap="md">
      <Text size="sm">
        Which {kind} charges of transaction #{transaction.itemId} should be removed?
      </Text>
      <Radio.Group value={scope} onChange={setScope} aria-label="Charges to remove">
        <Stack gap="xs">
          {owner === null ? null : (
            <Radio
              value="owner"
              label={`Only the charge of ${transaction.ownerName ?? 'this owner'}`}
            />
          )}
          <Radio value="owners" label="The charges of the owners I choose" />
          <Radio value="all" label={`The whole ${kind} charge, for every owner`} />
        </Stack>
      </Radio.Group>
      {scope === 'owners' ? (
        graph.isPending ? (
          <Loader size="sm" />
        ) : (
          <Checkbox.Group value={chosen} onChange={setChosen} aria-label="Owners">
            <Stack gap={4}>
              {owners.map((a) => (
                <Checkbox
                  key={a.TopsAgentId}
                  value={String(a.TopsAgentId)}
                  label={a.AgentName || `Owner #${a.TopsAgentId}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )
      ) : null}
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            modals.close(modalId());
          }}
        >
          Cancel
        </Button>
        <Button
          color="red"
          disabled={choice === null}
          onClick={() => {
            if (choice === null) return;
            modals.close(modalId());
            onChoose(choice);
          }}
        >
          Remove
        </Button>
      </Group>
    </Stack>
  );
}
