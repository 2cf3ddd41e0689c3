import type { AgentAttachment } from '@hoa/contract';
import { AttachmentMessages } from '@hoa/domain';
import { ActionIcon, Button, Checkbox, Group, Menu } from '@mantine/core';
import { openConfirm, openModal } from '../../app/overlays/modals';
import { showError } from '../../app/toasts';
import { AttachmentPreview } from './attachment-preview';
import { downloadAttachment } from './file-transfer';
import { useDeleteAttachment, useFlagToggle } from './gallery-queries';

export function openPreview(attachment: AgentAttachment): void {
  openModal({
    title: attachment.AttachmentDisplayName,
    size: 'lg',
    children: <AttachmentPreview attachment={attachment} />,
  });
}

export function startDownload(attachment: AgentAttachment): void {
  downloadAttachment(attachment).catch(showError);
}

interface MenuProps {
  attachment: AgentAttachment;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (attachment: AgentAttachment) => void;
}

/** Preview, download, edit and delete (with the spec's confirmation) of one attachment. */
export function AttachmentMenu({ attachment, canEdit, canDelete, onEdit }: MenuProps) {
  const remove = useDeleteAttachment();
  const name = attachment.AttachmentDisplayName;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          ⋯
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {attachment.PreviewUrl ? (
          <Menu.Item
            onClick={() => {
              openPreview(attachment);
            }}
          >
            Preview
          </Menu.Item>
        ) : null}
        <Menu.Item
          onClick={() => {
            startDownload(attachment);
          }}
        >
          Download
        </Menu.Item>
        {canEdit ? (
          <Menu.Item
            onClick={() => {
              onEdit(attachment);
            }}
          >
            Edit name, tags and access
          </Menu.Item>
        ) : null}
        {canDelete ? (
          <Menu.Item
            color="red"
            onClick={() => {
              openConfirm({
                title: 'Delete attachment',
                message: AttachmentMessages.confirmDelete,
                confirmLabel: 'Delete',
                danger: true,
                onConfirm: () => {
                  remove.mutate(attachment);
                },
              });
            }}
          >
            Delete
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Pins an attachment to the top of the gallery, or unpins it. */
export function PinButton({
  attachment,
  disabled,
}: {
  attachment: AgentAttachment;
  disabled: boolean;
}) {
  const flags = useFlagToggle(attachment);
  const pinned = flags.value('IsPinned');
  return (
    <Button
      size="compact-xs"
      variant={pinned ? 'filled' : 'default'}
      disabled={disabled}
      aria-pressed={pinned}
      aria-label={`${pinned ? 'Unpin' : 'Pin'} ${attachment.AttachmentDisplayName}`}
      onClick={() => {
        flags.toggle('IsPinned', !pinned);
      }}
    >
      {pinned ? 'Pinned' : 'Pin'}
    </Button>
  );
}

const flagFields = [
  ['IsBoardAccess', 'Board'],
  ['IsOwnerAccess', 'Owner'],
  ['IsGallery', 'Gallery'],
] as const;

/** The board, owner and gallery access flags as three checkboxes. */
export function AccessFlags({
  attachment,
  disabled,
}: {
  attachment: AgentAttachment;
  disabled: boolean;
}) {
  const flags = useFlagToggle(attachment);
  return (
    <Group gap="xs" wrap="nowrap">
      {flagFields.map(([field, label]) => (
        <Checkbox
          key={field}
          size="xs"
          label={label}
          aria-label={`${label} access: ${attachment.AttachmentDisplayName}`}
          checked={flags.value(field)}
          disabled={disabled}
          onChange={(event) => {
            flags.toggle(field, event.currentTarget.checked);
          }}
        />
      ))}
    </Group>
  );
}
