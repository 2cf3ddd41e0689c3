import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { portalRequests } from '@hoa/contract';
import { formatDate, formatDateTime, isPortalItemOpen } from '@hoa/domain';
import { portalApi } from '../app/api';
import { NextStepLine, PhotoGrid, StateBadge } from '../app/item-widgets';
import { portalHref, PortalPaths, useItemIdParam } from '../app/portal-paths';

/** One violation: what was seen, the cure date, the letters and photos, and the owner's reply. */
export function ViolationPage() {
  const itemId = useItemIdParam();
  const queryClient = useQueryClient();
  const queryKey = ['portal', 'violations', itemId];
  const violation = useQuery({
    queryKey,
    queryFn: () => portalApi.call(portalRequests.GetMyViolation, { params: { id: itemId } }),
  });
  const [reply, setReply] = useState('');
  const send = useMutation({
    mutationFn: () =>
      portalApi.call(portalRequests.ReplyToViolation, {
        body: { TopsItemId: itemId, Reply: reply },
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKey, detail);
      setReply('');
    },
  });
  const data = violation.data;
  return (
    <Stack gap="md">
      <Anchor href={portalHref(PortalPaths.violations)}>← All violations</Anchor>
      {violation.isPending ? <Loader /> : null}
      {violation.isError ? (
        <Alert color="red" title="This violation could not be found">
          {violation.error.message}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={1} size="h2">
              {data.CodeName}
            </Title>
            <StateBadge state={data.State} />
          </Group>
          <Card withBorder radius="lg" padding="md">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                Seen {formatDate(data.ObservedDate)} · {data.Address}
              </Text>
              {data.Description ? <Text>{data.Description}</Text> : null}
              <NextStepLine nextStep={data.NextStep} />
            </Stack>
          </Card>
          <Title order={2} size="h4">
            Letters
          </Title>
          {data.Letters.length === 0 ? (
            <Text c="dimmed">No letter has been sent yet.</Text>
          ) : (
            data.Letters.map((letter) => (
              <Group key={`${letter.LevelName}-${letter.SentDate}`} justify="space-between">
                <Text>
                  {letter.LevelName} · {formatDate(letter.SentDate)}
                </Text>
                {letter.File ? (
                  <Anchor href={letter.File.Url} target="_blank" rel="noreferrer">
                    Open letter (PDF)
                  </Anchor>
                ) : null}
              </Group>
            ))
          )}
          <Title order={2} size="h4">
            Photos
          </Title>
          {data.Photos.length === 0 ? (
            <Text c="dimmed">No photos.</Text>
          ) : (
            <PhotoGrid photos={data.Photos} />
          )}
          <Title order={2} size="h4">
            Your replies
          </Title>
          {data.Replies.length === 0 ? <Text c="dimmed">You have not replied yet.</Text> : null}
          {data.Replies.map((r) => (
            <Card key={r.TopsItemId} withBorder radius="md" padding="sm" bg="gray.0">
              <Text size="xs" c="dimmed">
                {formatDateTime(new Date(r.SentAt))}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{r.Reply}</Text>
            </Card>
          ))}
          {isPortalItemOpen(data.State) ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                send.mutate();
              }}
            >
              <Stack gap="sm">
                <Textarea
                  label="Reply to the association"
                  placeholder="What you have done or plan to do, or why you disagree"
                  size="md"
                  autosize
                  minRows={3}
                  maxLength={2000}
                  required
                  value={reply}
                  onChange={(event) => setReply(event.currentTarget.value)}
                />
                {send.isError ? <Alert color="red">{send.error.message}</Alert> : null}
                <Button type="submit" size="lg" loading={send.isPending}>
                  Send reply
                </Button>
              </Stack>
            </form>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
