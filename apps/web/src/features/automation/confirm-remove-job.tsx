import { openConfirm } from '../../app/overlays/modals';

/** The spec's confirmation before a job leaves a workflow or a template (spec 3 §8 'Workflow'). */
export function confirmRemoveJob(
  job: string,
  from: 'workflow' | 'workflow template',
  onConfirm: () => void,
): void {
  openConfirm({
    title: 'Please Confirm',
    message: `Do you wish to remove "${job}" from this ${from}?`,
    confirmLabel: 'Yes',
    cancelLabel: 'No',
    danger: true,
    onConfirm,
  });
}
