import { contract } from '@hoa/contract';
import { Button, Checkbox, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { downloadFile } from '../../widgets/download-file';
import { MayCall } from '../../widgets/may-call';
import { refreshOwnerPortal } from './owner-portal-queries';

const o = contract.ownerAccess;

/**
 * Registration emails (to the owners chosen, or all not registered) and registration letters
 * (PDF; owners with an email address only when asked): each owner gets a new one-time code.
 */
export function RegistrationActions({
  communityAgentId,
  ownerAgentIds,
  onProblem,
}: {
  communityAgentId: number;
  /** The owners chosen; none: every owner not registered. */
  ownerAgentIds?: readonly number[];
  onProblem: (problem: string | null) => void;
}) {
  const client = useQueryClient();
  const [withEmails, setWithEmails] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      api.call(o.SendRegistrationEmails, {
        body: {
          communityAgentId,
          ...(ownerAgentIds && ownerAgentIds.length > 0
            ? { ownerAgentIds: [...ownerAgentIds] }
            : {}),
        },
      }),
    onSuccess: async (answer) => {
      onProblem(null);
      showSuccess(
        `Registration emails sent: ${String(answer.Sent)}${answer.Skipped > 0 ? `; ${String(answer.Skipped)} skipped (no email address or registered)` : ''}.`,
      );
      await refreshOwnerPortal(client);
    },
    onError: (error) => onProblem(error.message),
  });
  const letters = useMutation({
    mutationFn: () =>
      downloadFile(
        o.CreateRegistrationLetters.path,
        'registration-letters.pdf',
        'The registration letters could not be made.',
        { method: 'POST', body: { communityAgentId, includeOwnersWithEmailAddresses: withEmails } },
      ),
    onSuccess: async () => {
      onProblem(null);
      await refreshOwnerPortal(client);
    },
    onError: (error) => onProblem(error.message),
  });
  const chosen = ownerAgentIds?.length ?? 0;
  return (
    <Group gap="xs">
      <MayCall calls={o.SendRegistrationEmails}>
        <Button size="xs" onClick={() => send.mutate()} loading={send.isPending}>
          {chosen > 0 ? `Send registration emails (${String(chosen)})` : 'Send registration emails'}
        </Button>
      </MayCall>
      <MayCall calls={o.CreateRegistrationLetters}>
        <Button
          size="xs"
          variant="default"
          onClick={() => letters.mutate()}
          loading={letters.isPending}
        >
          Create registration letters
        </Button>
        <Checkbox
          size="xs"
          label="Also owners with email"
          checked={withEmails}
          onChange={(e) => setWithEmails(e.currentTarget.checked)}
        />
      </MayCall>
    </Group>
  );
}
