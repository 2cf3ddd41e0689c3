import { contract } from '@hoa/contract';
import { localDay } from '@hoa/domain';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';

interface CommentEditorProps {
  communityAgentId: number;
  itemId: number;
  txnTypeId: number;
}

/**
 * A new comment on an owner transaction (Item/SaveCommentsItem; spec 3 §5 'Notes': editable only
 * while the transaction is accrued or posted, saved only when changed).
 */
export function CommentEditor({ communityAgentId, itemId, txnTypeId }: CommentEditorProps) {
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.notes.SaveCommentsItem, {
        body: {
          PostDate: localDay(new Date()),
          CommunityAgentId: communityAgentId,
          TopsItemId: itemId,
          TopsTxnTypeId: txnTypeId,
          Note: { Subject: subject.trim(), Description: description, IsNew: true },
        },
      }),
    onSuccess: () => {
      showSuccess(`Comment saved on transaction #${itemId}.`);
      modals.closeAll();
    },
  });
  const changed = subject.trim() !== '' || description.trim() !== '';
  return (
    <Stack gap="sm">
      <TextInput
        label="Subject"
        required
        value={subject}
        onChange={(e) => {
          setSubject(e.currentTarget.value);
        }}
      />
      <Textarea
        label="Comment"
        autosize
        minRows={3}
        value={description}
        onChange={(e) => {
          setDescription(e.currentTarget.value);
        }}
      />
      <Group justify="flex-end">
        <Button
          disabled={!changed || subject.trim() === ''}
          loading={save.isPending}
          onClick={() => {
            save.mutate();
          }}
        >
          Save comment
        </Button>
      </Group>
    </Stack>
  );
}
