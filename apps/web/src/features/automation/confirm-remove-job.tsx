import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** The spec's confirmation before a job leaves a workflow or a template (spec 3 §8 'Workflow'). */
export function confirmRemoveJob(
  job: string,
  from: 'workflow' | 'workflow template',
  onConfirm: () => void,
): void {
  modals.openConfirmModal({
    title: 'Please Confirm',
    size: 'sm',
    centered: true,
    children: <Text size="sm">{`Do you wish to remove "${job}" from this ${from}?`}</Text>,
    labels: { confirm: 'Yes', cancel: 'No' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
