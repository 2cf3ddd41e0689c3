import type { AgentAttachment } from '@hoa/contract';
import {
  claimForAgentType,
  DefaultMaxUploadBytes,
  galleryPageSize,
  hasAccess,
  GallerySearchDebounceMs,
  type GalleryMode,
} from '@hoa/domain';
import { Button, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/auth/session';
import { LoadError } from '../load-error';
import { PageLoader } from '../page-loader';
import { AttachmentCards } from './attachment-cards';
import { AddTagsModal, EditAttachmentModal } from './attachment-modals';
import { AttachmentTable } from './attachment-table';
import { galleryQuery } from './gallery-queries';
import { UploadControl } from './upload-zone';

export interface AttachmentGalleryProps {
  agentId: number;
  /** The agent's type: its claim decides who may upload, change and delete (update level). */
  agentTypeId: number | undefined;
  mode: GalleryMode;
  /** The access flags of spec 1 §6; upload and delete follow the agent type's claim unless given. */
  canDelete?: boolean;
  canUpload?: boolean;
  canSelect?: boolean;
  /** The widget's upload cap; 25 MB unless given (it cannot go higher). */
  maxSizeBytes?: number;
}

/**
 * Whether the signed-in user may upload, change and delete an agent's attachments: update on the
 * agent type's claim, as the server checks (attachments/access.ts); not before the type is known.
 */
function useMayChangeAttachments(agentTypeId: number | undefined): boolean {
  const claims = useSession().data?.Claims ?? [];
  if (agentTypeId === undefined) return false;
  const claim = claimForAgentType(agentTypeId);
  return claim === undefined || hasAccess(claims, claim, 'update');
}

/**
 * The attachment gallery of an agent (spec 1 §2.6): card mode with thumbnails, list mode with
 * select boxes and access flags, upload mode with a drop area. Search by name or tag.
 */
export function AttachmentGallery({
  agentId,
  agentTypeId,
  mode,
  canSelect = true,
  maxSizeBytes = DefaultMaxUploadBytes,
  ...flags
}: AttachmentGalleryProps) {
  const mayChange = useMayChangeAttachments(agentTypeId);
  const canUpload = flags.canUpload ?? mayChange;
  const canDelete = flags.canDelete ?? mayChange;
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), GallerySearchDebounceMs);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<AgentAttachment | null>(null);
  const [addingTags, setAddingTags] = useState(false);

  const pageSize = galleryPageSize(mode, canSelect);
  const selecting = mode === 'list' && canSelect;
  const gallery = useQuery(
    galleryQuery({ agentId, skip: (page - 1) * pageSize, take: pageSize, searchTerm }),
  );
  const [shownTerm, setShownTerm] = useState(searchTerm);
  if (shownTerm !== searchTerm) {
    // A new search starts on its first page with nothing selected.
    setShownTerm(searchTerm);
    setPage(1);
    setSelected(new Set());
  }

  function select(ids: number[], checked: boolean): void {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  const data = gallery.data;
  const pages = data ? Math.max(1, Math.ceil(data.TotalCount / pageSize)) : 1;
  const shared = { canEdit: canUpload, canDelete, onEdit: setEditing };

  return (
    <Stack gap="sm">
      {mode === 'upload' && canUpload ? (
        <UploadControl agentId={agentId} maxSizeBytes={maxSizeBytes} zone />
      ) : null}
      <Group justify="space-between" align="flex-end" gap="xs">
        <TextInput
          size="xs"
          w={280}
          label="Search attachments"
          placeholder="Name or tag"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
          }}
        />
        <Group gap="xs">
          {selecting && selected.size > 0 ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                setAddingTags(true);
              }}
            >
              Add tags to selected ({selected.size})
            </Button>
          ) : null}
          {mode !== 'upload' && canUpload ? (
            <UploadControl agentId={agentId} maxSizeBytes={maxSizeBytes} zone={false} />
          ) : null}
        </Group>
      </Group>
      {!data ? (
        gallery.isError ? (
          <LoadError error={gallery.error} />
        ) : (
          <PageLoader />
        )
      ) : data.Attachments.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          {searchTerm ? 'No attachment matches the search.' : 'No attachments yet.'}
        </Text>
      ) : mode === 'card' ? (
        <AttachmentCards attachments={data.Attachments} {...shared} />
      ) : (
        <AttachmentTable
          attachments={data.Attachments}
          {...shared}
          selected={selecting ? selected : null}
          onSelect={select}
        />
      )}
      {data && pages > 1 ? (
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {data.TotalCount} attachments
          </Text>
          <Pagination size="sm" total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      <EditAttachmentModal
        attachment={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
      <AddTagsModal
        opened={addingTags}
        attachmentIds={[...selected]}
        onClose={() => {
          setAddingTags(false);
        }}
        onDone={() => {
          setAddingTags(false);
          setSelected(new Set());
        }}
      />
    </Stack>
  );
}
