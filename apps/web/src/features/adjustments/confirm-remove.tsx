import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** The adjustment removal confirmations of spec 3 §8 ('Yes, Remove it.' / 'No'). */
export function confirmRemove(message: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Please Confirm',
    size: 'sm',
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'Yes, Remove it.', cancel: 'No' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
