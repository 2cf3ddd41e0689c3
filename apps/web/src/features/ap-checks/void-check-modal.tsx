import { contract, type Check } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { todayIso } from '../../widgets/item-feed/feed-queries';
import { checksKey } from './check-queries';

/** Void check (59): reverses the check on the void date and reopens what it paid. */
export function VoidCheckModal({ check, onClose }: { check: Check; onClose: () => void }) {
  const client = useQueryClient();
  const [date, setDate] = useState<string | null>(todayIso());
  const run = useMutation({
    mutationFn: () =>
      api.call(contract.apChecks.VoidCheck, {
        body: { ItemId: check.ItemId, VoidDate: date ?? '' },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: checksKey });
      showSuccess(`Check ${check.CheckNumber ?? ''} was voided.`);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Void check ${check.CheckNumber ?? ''}`} centered>
      <Stack gap="sm">
        <Text size="sm">
          {`${check.VendorDisplayName}, ${formatCents(check.Amount)}, dated ${formatDate(check.CheckDate)}. The payment is reversed on the void date and its invoices become payable again.`}
        </Text>
        <DateInput label="Void date" required value={date} onChange={setDate} />
        {run.isError ? (
          <Alert color="red" variant="light">
            {run.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={date === null}
            loading={run.isPending}
            onClick={() => run.mutate()}
          >
            Void check
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
