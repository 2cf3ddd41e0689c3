import { countAndTotal, formatCents, type Cents, type CountedNoun } from '@hoa/domain';
import { Alert, Stack, Text } from '@mantine/core';
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
  cancelLabel?: string;
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
    labels: { confirm: options.confirmLabel ?? 'Confirm', cancel: options.cancelLabel ?? 'Cancel' },
    confirmProps: options.danger ? { color: 'red' } : {},
    onConfirm: options.onConfirm,
  });
}

interface MoneyMoveOptions {
  title: string;
  /** What happens, as the confirm button says it: 'Post', 'Print checks', 'Finish'. */
  action: string;
  count: number;
  noun: CountedNoun;
  totalCents: Cents;
  /** Said in yellow above the question: a shortfall, unmatched lines. */
  warnings?: readonly string[];
  onConfirm: () => void;
}

/**
 * The one confirmation before money moves (posting a run, issuing checks, finishing a
 * reconciliation): it names how many and how much, and any warning, before the user confirms.
 */
export function confirmMoneyMove(options: MoneyMoveOptions): void {
  modals.openConfirmModal({
    title: options.title,
    size: 'sm',
    centered: true,
    children: (
      <Stack gap="xs">
        {(options.warnings ?? []).map((warning) => (
          <Alert key={warning} color="yellow" variant="light" role="alert">
            {warning}
          </Alert>
        ))}
        <Text size="sm">
          {options.action}: {countAndTotal(options.count, options.noun, options.totalCents)}?
        </Text>
      </Stack>
    ),
    labels: { confirm: options.action, cancel: 'Cancel' },
    onConfirm: options.onConfirm,
  });
}

/** The warning before paying more out of a bank account than its book balance holds. */
export function overdraftWarning(accountName: string, shortfallCents: Cents): string {
  return `This takes ${accountName} ${formatCents(shortfallCents)} below its book balance.`;
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
