import type { AgentAttachment } from '@hoa/contract';
import { formatBytes } from '@hoa/domain';
import { Anchor, Badge, Checkbox, Group, Paper, Table } from '@mantine/core';
import { DateTimeText } from '../date-text';
import {
  AccessFlags,
  AttachmentMenu,
  openPreview,
  PinButton,
  startDownload,
} from './attachment-actions';

interface TableProps {
  attachments: AgentAttachment[];
  canEdit: boolean;
  canDelete: boolean;
  /** Null when the widget has no select access. */
  selected: ReadonlySet<number> | null;
  onSelect: (ids: number[], checked: boolean) => void;
  onEdit: (attachment: AgentAttachment) => void;
}

/** List mode: one row per file with select boxes, access flags, pin and actions. */
export function AttachmentTable(props: TableProps) {
  const { attachments, selected } = props;
  const ids = attachments.map((a) => a.TopsAgentAttachmentId);
  const allSelected = selected !== null && ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <Paper withBorder radius="sm">
      <Table aria-label="Attachments" highlightOnHover verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            {selected ? (
              <Table.Th w={32}>
                <Checkbox
                  size="xs"
                  aria-label="Select all on this page"
                  checked={allSelected}
                  indeterminate={!allSelected && ids.some((id) => selected.has(id))}
                  onChange={(event) => {
                    props.onSelect(ids, event.currentTarget.checked);
                  }}
                />
              </Table.Th>
            ) : null}
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Size</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th>Tags</Table.Th>
            <Table.Th>Access</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attachments.map((attachment) => (
            <Row key={attachment.TopsAgentAttachmentId} {...props} attachment={attachment} />
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function Row(props: TableProps & { attachment: AgentAttachment }) {
  const { attachment, selected, canEdit } = props;
  const name = attachment.AttachmentDisplayName;
  return (
    <Table.Tr>
      {selected ? (
        <Table.Td>
          <Checkbox
            size="xs"
            aria-label={`Select ${name}`}
            checked={selected.has(attachment.TopsAgentAttachmentId)}
            onChange={(event) => {
              props.onSelect([attachment.TopsAgentAttachmentId], event.currentTarget.checked);
            }}
          />
        </Table.Td>
      ) : null}
      <Table.Td>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            if (attachment.PreviewUrl) openPreview(attachment);
            else startDownload(attachment);
          }}
        >
          {name}
        </Anchor>
      </Table.Td>
      <Table.Td ta="right">{formatBytes(attachment.FileSizeBytes)}</Table.Td>
      <Table.Td>
        <DateTimeText value={attachment.DateUploaded} />
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {attachment.Tags.map((tag) => (
            <Badge key={tag} size="xs" variant="light">
              {tag}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <AccessFlags attachment={attachment} disabled={!canEdit} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <PinButton attachment={attachment} disabled={!canEdit} />
          <AttachmentMenu
            attachment={attachment}
            canEdit={canEdit}
            canDelete={props.canDelete}
            onEdit={props.onEdit}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
