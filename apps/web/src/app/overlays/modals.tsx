import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/** The three modal sizes of the product (spec 1 §9). */
export type ModalSize = 'sm' | 'md' | 'lg';
export const ModalSizes: readonly ModalSize[] = ['sm', 'md', 'lg'];
export const defaultModalSize: ModalSize = 'md';

interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  size?: ModalSize;
  onConfirm: () => void;
}

export function openConfirm(options: ConfirmOptions): void {
  modals.openConfirmModal({
    title: options.title,
    size: options.size ?? 'sm',
    centered: true,
    children: <Text size="sm">{options.message}</Text>,
    labels: { confirm: options.confirmLabel ?? 'Confirm', cancel: 'Cancel' },
    confirmProps: options.danger ? { color: 'red' } : {},
    onConfirm: options.onConfirm,
  });
}

interface ModalOptions {
  title: string;
  size?: ModalSize;
  children: ReactNode;
}

/** Opens a modal; returns its id for modals.close(id). */
export function openModal(options: ModalOptions): string {
  return modals.open({
    title: options.title,
    size: options.size ?? defaultModalSize,
    centered: true,
    children: options.children,
  });
}
