import type { AgentAttachment } from '@hoa/contract';
import { AttachmentMessages } from '@hoa/domain';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { useAddTags, useUpdateAttachment } from './gallery-queries';
import { TagsField } from './tags-field';

interface EditProps {
  attachment: AgentAttachment | null;
  onClose: () => void;
}

/** Display name, tags, pin and the board, owner and gallery flags of one attachment. */
export function EditAttachmentModal({ attachment, onClose }: EditProps) {
  return (
    <Modal opened={attachment !== null} onClose={onClose} title="Edit attachment" size="md">
      {attachment ? (
        <EditForm
          key={attachment.TopsAgentAttachmentId}
          attachment={attachment}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function EditForm({ attachment, onClose }: { attachment: AgentAttachment; onClose: () => void }) {
  const [name, setName] = useState(attachment.AttachmentDisplayName);
  const [tags, setTags] = useState(attachment.Tags);
  const [flags, setFlags] = useState({
    IsPinned: attachment.IsPinned,
    IsBoardAccess: attachment.IsBoardAccess,
    IsOwnerAccess: attachment.IsOwnerAccess,
    IsGallery: attachment.IsGallery,
  });
  const save = useUpdateAttachment(AttachmentMessages.attachmentSaved);
  const flag = (field: keyof typeof flags, label: string) => (
    <Checkbox
      label={label}
      checked={flags[field]}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setFlags((current) => ({ ...current, [field]: checked }));
      }}
    />
  );
  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    save.mutate(
      {
        TopsAgentAttachmentId: attachment.TopsAgentAttachmentId,
        AttachmentDisplayName: name.trim() || attachment.AttachmentName,
        Tags: tags,
        ...flags,
      },
      { onSuccess: onClose },
    );
  }
  return (
    <form onSubmit={submit} aria-label="Edit attachment">
      <Stack gap="sm">
        <TextInput
          label="Display name"
          data-autofocus
          maxLength={255}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
        />
        <Text size="xs" c="dimmed">
          File: {attachment.AttachmentName}
        </Text>
        <TagsField label="Tags" value={tags} onChange={setTags} />
        <Group gap="lg">
          {flag('IsPinned', 'Pinned')}
          {flag('IsBoardAccess', 'Board access')}
          {flag('IsOwnerAccess', 'Owner access')}
          {flag('IsGallery', 'Show in gallery')}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface AddTagsProps {
  opened: boolean;
  attachmentIds: number[];
  onClose: () => void;
  onDone: () => void;
}

/** Adds the same tags to every selected attachment. */
export function AddTagsModal({ opened, attachmentIds, onClose, onDone }: AddTagsProps) {
  const [tags, setTags] = useState<string[]>([]);
  const add = useAddTags(() => {
    setTags([]);
    onDone();
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Add tags to selected" size="sm">
      <Stack gap="sm">
        <Text size="sm">
          {attachmentIds.length} attachment{attachmentIds.length === 1 ? '' : 's'} selected.
        </Text>
        <TagsField label="Tags to add" value={tags} onChange={setTags} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={tags.length === 0}
            loading={add.isPending}
            onClick={() => {
              add.mutate({ TopsAgentAttachmentIds: attachmentIds, Tags: tags });
            }}
          >
            Add tags
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
