import { ApprovalMessages as M } from '@hoa/domain';
import { Button, Group, Paper, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCardAction, type CardAction } from './invoice-actions';

interface DecisionPanelProps {
  action: CardAction;
  itemId: number;
  onClose: () => void;
}

/** The inline approve / reject panel of a card: a reason, then confirm. */
export function DecisionPanel({ action, itemId, onClose }: DecisionPanelProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const run = useCardAction(action, itemId, onClose);
  const missing = action.reason === 'required' && reason.trim() === '';
  const color = action.tone === 'approve' ? 'green' : 'red';
  return (
    <Paper withBorder p="xs" mt="xs" bg={action.tone === 'approve' ? 'green.0' : 'red.0'}>
      {action.reason === 'none' ? (
        <Text size="sm">{`${action.label} AP ${itemId}?`}</Text>
      ) : (
        <Textarea
          label={action.tone === 'approve' ? 'Reason' : 'Reason for rejection'}
          aria-label={`${action.label} reason`}
          required={action.reason === 'required'}
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={tried && missing ? M.rejectionReasonRequired : null}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      )}
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button size="compact-sm" variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          size="compact-sm"
          color={color}
          loading={run.isPending}
          onClick={() => {
            setTried(true);
            if (!missing) run.mutate(reason);
          }}
        >
          {`Confirm ${action.label.toLowerCase()}`}
        </Button>
      </Group>
    </Paper>
  );
}
