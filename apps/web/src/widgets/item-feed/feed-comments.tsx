import { contract, type ItemAgentGraph, type NoteItem } from '@hoa/contract';
import {
  canEditTransactionComment,
  commentAction,
  NoteMessages,
  type CommentText,
} from '@hoa/domain';
import { Anchor, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { DateText } from '../date-text';
import { feedKey, itemCommentsQuery } from './feed-queries';

type Transaction = ItemAgentGraph['Item'];
type Editing = { saved: NoteItem | null } | null;

/** The comments of a transaction; editable only while it is accrued or posted (spec 1 §4). */
export function FeedComments({ item }: { item: Transaction }) {
  const queryClient = useQueryClient();
  const comments = useQuery(itemCommentsQuery(item.TopsItemId));
  const [editing, setEditing] = useState<Editing>(null);
  const editable = canEditTransactionComment(item.TopsStatusId);
  const save = useMutation({
    mutationFn: (note: CommentText & { TopsNoteId?: number; IsDeleted: boolean }) =>
      api.call(contract.notes.SaveCommentsItem, {
        body: {
          PostDate: item.PostDate,
          CommunityAgentId: item.CommunityAgentId,
          TopsItemId: item.TopsItemId,
          TopsTxnTypeId: item.TopsTxnTypeId,
          Note: note,
        },
      }),
    onSuccess: async (_saved, note) => {
      showSuccess(note.IsDeleted ? 'Comment deleted.' : 'Comment saved.');
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: feedKey });
    },
  });

  function finish(saved: NoteItem | null, current: CommentText & { IsDeleted: boolean }): void {
    const action = commentAction(saved?.Note ?? null, current);
    if (action !== 'save') {
      setEditing(null);
      return;
    }
    save.mutate({ ...current, TopsNoteId: saved?.Note.TopsNoteId });
  }

  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="xs" fw={600}>
          Comments
        </Text>
        {editable && !editing ? (
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => {
              setEditing({ saved: null });
            }}
          >
            Add comment
          </Anchor>
        ) : null}
      </Group>
      {(comments.data ?? []).map((comment) =>
        editing?.saved?.TopsItemId === comment.TopsItemId ? null : (
          <Group key={comment.TopsItemId} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs">
              <DateText value={comment.EventDate} /> <b>{comment.Note.Subject}</b>{' '}
              {comment.Note.Description}
            </Text>
            {editable ? (
              <Group gap={6} wrap="nowrap">
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => {
                    setEditing({ saved: comment });
                  }}
                >
                  Edit
                </Anchor>
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  c="red"
                  onClick={() => {
                    openConfirm({
                      title: 'Delete comment',
                      message: 'Delete this comment?',
                      confirmLabel: 'Delete',
                      danger: true,
                      onConfirm: () => {
                        finish(comment, { ...comment.Note, IsDeleted: true });
                      },
                    });
                  }}
                >
                  Delete
                </Anchor>
              </Group>
            ) : null}
          </Group>
        ),
      )}
      {comments.data?.length === 0 && !editing ? (
        <Text size="xs" c="dimmed">
          {editable
            ? 'No comments.'
            : 'No comments. Comments can be added to accrued or posted transactions.'}
        </Text>
      ) : null}
      {editing ? (
        <CommentEditor
          initial={editing.saved?.Note ?? { Subject: '', Description: '' }}
          saving={save.isPending}
          onCancel={() => {
            setEditing(null);
          }}
          onSave={(current) => {
            finish(editing.saved, { ...current, IsDeleted: false });
          }}
        />
      ) : null}
    </Stack>
  );
}

interface CommentEditorProps {
  initial: CommentText;
  saving: boolean;
  onSave: (text: CommentText) => void;
  onCancel: () => void;
}

function CommentEditor({ initial, saving, onSave, onCancel }: CommentEditorProps) {
  const [subject, setSubject] = useState(initial.Subject);
  const [description, setDescription] = useState(initial.Description);
  const [error, setError] = useState<string | null>(null);
  const text = { Subject: subject, Description: description };
  return (
    <Stack gap={4}>
      <TextInput
        size="xs"
        label="Comment subject"
        withAsterisk
        value={subject}
        error={error}
        onChange={(event) => {
          setSubject(event.currentTarget.value);
        }}
      />
      <Textarea
        size="xs"
        label="Comment"
        autosize
        minRows={2}
        value={description}
        onChange={(event) => {
          setDescription(event.currentTarget.value);
        }}
      />
      <Group gap="xs" justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          size="compact-xs"
          loading={saving}
          onClick={() => {
            if (!subject.trim()) {
              setError(NoteMessages.subjectRequired);
              return;
            }
            onSave(text);
          }}
        >
          Save comment
        </Button>
      </Group>
    </Stack>
  );
}
