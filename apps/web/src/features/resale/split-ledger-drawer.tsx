import { contract, type ResaleProperty } from '@hoa/contract';
import { formatCents, localDay, ResaleMessages as M } from '@hoa/domain';
import { Button, Checkbox, Drawer, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { DrawerWidth } from '../../app/overlays/drawer-host';
import { errorText, showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';

/**
 * The split ledger drawer (spec 3 §2 drawers; §3 propertyAgentId, splitDate, balanceAsOfToday):
 * the previous owners' transactions from the split date move to the current primary owner.
 */
export function SplitLedgerDrawer({
  property,
  onClose,
}: {
  property: ResaleProperty | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={property !== null}
      onClose={onClose}
      title="Split ledger"
      position="right"
      size={DrawerWidth.default}
    >
      {property ? <SplitForm property={property} onClose={onClose} /> : null}
    </Drawer>
  );
}

function SplitForm({ property, onClose }: { property: ResaleProperty; onClose: () => void }) {
  const client = useQueryClient();
  const [splitDate, setSplitDate] = useState<string | null>(localDay(new Date()));
  const [asOfToday, setAsOfToday] = useState(false);
  const split = useMutation({
    mutationFn: () =>
      api.call(contract.resale.SplitLedger, {
        body: {
          propertyAgentId: property.PropertyAgentId,
          splitDate: splitDate ?? '',
          balanceAsOfToday: asOfToday,
        },
      }),
    onSuccess: async (result) => {
      await client.invalidateQueries();
      showSuccess(M.splitSaved(result.Transfers.length));
      onClose();
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: M.splitLedgerFailed, message: errorText(error) });
    },
  });
  return (
    <Stack gap="sm">
      <Text size="sm">
        {[property.AccountNumber, property.Address].filter(Boolean).join(' · ')}: the previous
        owners’ transactions dated on or after the split date move to {property.OwnerName ?? '—'}{' '}
        (balance {formatCents(property.Balance)}).
      </Text>
      <DateInput label="Split date" value={splitDate} onChange={setSplitDate} />
      <Checkbox
        label="Balance as of today (post the move today)"
        checked={asOfToday}
        onChange={(e) => setAsOfToday(e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          loading={split.isPending}
          disabled={splitDate === null}
          onClick={() => split.mutate()}
        >
          Split ledger
        </Button>
      </Group>
    </Stack>
  );
}
