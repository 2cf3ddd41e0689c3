import { Button, Group, Modal, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ModalSize } from '../app/overlays/modals';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalSize;
  children: ReactNode;
}

/**
 * A modal for a form. Its content mounts when it opens and unmounts once it has closed (after the
 * closing transition), so each opening starts again from the saved values.
 */
export function FormModal({ opened, onClose, title, size = 'md', children }: FormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      {children}
    </Modal>
  );
}

/**
 * Cancel and Save (or `label`) at the foot of a form; Save submits it. `disabled` where the spec
 * keeps the submit off until the form is complete, `color` for a destructive one (red).
 */
export function FormActions({
  onCancel,
  saving,
  label = 'Save',
  disabled = false,
  color,
}: {
  onCancel: () => void;
  saving: boolean;
  label?: string;
  disabled?: boolean;
  color?: MantineColor;
}) {
  return (
    <Group justify="flex-end" mt="xs">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving} disabled={disabled} color={color}>
        {label}
      </Button>
    </Group>
  );
}
