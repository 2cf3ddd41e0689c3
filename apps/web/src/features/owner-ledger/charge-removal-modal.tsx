import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { RemovableTransaction } from './use-remove-transaction';

interface ChargeRemovalModalProps {
  transaction: RemovableTransaction;
  modalId: () => string;
  /** null: the whole charge for every owner; an agent: only that owner's charge. */
  onChoose: (agentId: number | null) => void;
}

/** The charge removal modal of late fees (41) and interest (42), spec 3 §2 'Modals'. */
export function ChargeRemovalModal({ transaction, modalId, onChoose }: ChargeRemovalModalProps) {
  const owner = transaction.ownerAgentId;
  const [scope, setScope] = useState(owner === null ? 'all' : 'owner');
  const kind = transaction.txnTypeId === 41 ? 'late fee' : 'interest';
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
          <Radio value="all" label={`The whole ${kind} charge, for every owner`} />
        </Stack>
      </Radio.Group>
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
          onClick={() => {
            modals.close(modalId());
            onChoose(scope === 'owner' ? owner : null);
          }}
        >
          Remove
        </Button>
      </Group>
    </Stack>
  );
}
