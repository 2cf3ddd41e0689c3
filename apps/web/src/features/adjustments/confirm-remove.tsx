import { openConfirm } from '../../app/overlays/modals';

/** The adjustment removal confirmations of spec 3 §8 ('Yes, Remove it.' / 'No'). */
export function confirmRemove(message: string, onConfirm: () => void): void {
  openConfirm({
    title: 'Please Confirm',
    message,
    confirmLabel: 'Yes, Remove it.',
    cancelLabel: 'No',
    danger: true,
    onConfirm,
  });
}
