import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { portalBoard, type InputOf } from '@hoa/contract';
import { ArchitecturalRequestMessages, formatDate, type ArchitecturalVote } from '@hoa/domain';
import { useContractForm } from '../../widgets/contract-form';
import { portalApi } from '../app/api';
import { NextStepLine, PhotoGrid } from '../app/item-widgets';
import { useItemIdParam } from '../app/portal-paths';
import { boardInboxKey } from './board-inbox-page';
import { DecisionPage } from './decision-page';

const voteCall = portalBoard.BoardVoteArchitecturalRequest;

/**
 * An architectural request awaiting the board member's vote: what the owner asks (description,
 * property, plans and photos), when it is decided, and the vote: approve (a comment states
 * conditions) or disapprove (a comment gives the reasons, and is needed).
 */
export function BoardArchitecturalPage() {
  const itemId = useItemIdParam();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const request = useQuery({
    queryKey: ['portal', 'board', 'architectural', itemId],
    queryFn: () =>
      portalApi.call(portalBoard.GetBoardArchitecturalRequest, { query: { ItemId: itemId } }),
    enabled: done === null,
  });
  const form = useContractForm({
    initialValues: { Vote: 'Approve', Comment: '' },
    schema: voteCall.body,
    toBody: (values) => ({ ItemId: itemId, ...values }),
    rules: (values) => ({
      Comment:
        values.Vote === 'Disapprove' && values.Comment.trim() === ''
          ? ArchitecturalRequestMessages.voteReasonRequired
          : null,
    }),
  });
  const vote = useMutation({
    mutationFn: (body: InputOf<typeof voteCall>['body']) => portalApi.call(voteCall, { body }),
    onSuccess: async (answer) => {
      setDone(answer.Message);
      await queryClient.invalidateQueries({ queryKey: boardInboxKey });
    },
  });
  const submit = (choice: ArchitecturalVote) => {
    form.setFieldValue('Vote', choice);
    form.onSubmit((body) => vote.mutate(body))();
  };

  return (
    <DecisionPage
      decision={request}
      done={done}
      doneTitle="Your vote is recorded"
      notAwaitingTitle="This request is not awaiting your vote"
      title={(data) => data.Subject}
      subtitle={(data) => `${data.CodeName} · ${data.CommunityName}`}
    >
      {(data) => (
        <>
          <Card withBorder radius="lg" padding="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text c="dimmed">Property</Text>
              <Text fw={700} ta="right">
                {data.PropertyName}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text c="dimmed">Received</Text>
              <Text>{formatDate(data.ReceivedDate)}</Text>
            </Group>
            <NextStepLine nextStep={data.NextStep} />
          </Card>
          <Title order={2} size="h4">
            What the owner asks
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>
            {data.Description || 'The owner gave no description.'}
          </Text>
          <Title order={2} size="h4">
            Plans and photos
          </Title>
          {data.Files.length === 0 ? (
            <Text c="dimmed" size="sm">
              No files came with the request.
            </Text>
          ) : (
            <PhotoGrid photos={data.Files} />
          )}
          {vote.isError ? (
            <Alert color="red" title="Your vote is not recorded">
              {vote.error.message}
            </Alert>
          ) : null}
          <Textarea
            label="Comment"
            description="Needed to disapprove: your reasons. With an approval it states your conditions."
            maxLength={2000}
            autosize
            minRows={3}
            {...form.getInputProps('Comment')}
          />
          <Stack gap="sm">
            <Button
              size="lg"
              color="green"
              loading={vote.isPending}
              onClick={() => submit('Approve')}
            >
              Approve
            </Button>
            <Button
              size="md"
              variant="light"
              color="red"
              loading={vote.isPending}
              onClick={() => submit('Disapprove')}
            >
              Disapprove
            </Button>
          </Stack>
        </>
      )}
    </DecisionPage>
  );
}
