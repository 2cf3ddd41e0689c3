import { committeeVotes, type CommitteeVotePage as VotePage, type RequestOf } from '@hoa/contract';
import { ArchitecturalRequestLimits as L } from '@hoa/domain';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { api } from '../../app/api';
import { errorText } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { DateText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { ProblemAlert } from '../../widgets/problem-alert';

const V = committeeVotes;
const reasonRequired = 'Enter the reason for your disapproval.';

/** The page's frame: narrow, phone-size friendly, with no signed-in navigation. */
function VoteFrame({ children }: { children: ReactNode }) {
  return (
    <Container size={560} px="sm" py="lg">
      <Stack gap="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Architectural committee vote
        </Text>
        {children}
      </Stack>
    </Container>
  );
}

/** A link that cannot vote (used, decided, deleted or altered): why, and nothing else. */
function Closed({ message }: { message: string }) {
  return (
    <VoteFrame>
      <Alert color="orange" variant="light" role="alert" title="This link cannot vote">
        {message}
      </Alert>
    </VoteFrame>
  );
}

/**
 * /vote/:token — what a committee approver's mailed link opens, without a login: the request, its
 * files, and one button casting the link's vote (Approve, or Disapprove with a reason).
 */
export function CommitteeVotePage() {
  const token = String(useParams({ strict: false }).token ?? '');
  // A refused link is an answer of its own (the page says why), not a failure to toast.
  const page = useQuery({
    queryKey: ['committeeVote', token],
    queryFn: () =>
      api
        .call(V.GetCommitteeVote, { query: { token } })
        .catch((error: unknown) => ({ refused: errorText(error) })),
    retry: false,
  });
  if (!page.data)
    return (
      <Center h="60vh">
        <Loader size="sm" />
      </Center>
    );
  if ('refused' in page.data) return <Closed message={page.data.refused} />;
  if (!page.data.IsOpen)
    return <Closed message={page.data.Message ?? 'This voting link can no longer vote.'} />;
  // Keyed by the link: another link opened in the same page starts with no vote cast.
  return <OpenVote key={token} token={token} page={page.data} />;
}

function attachmentHref(token: string, attachmentId: number): string {
  const query = new URLSearchParams({ token, attachmentId: String(attachmentId) });
  return `${V.GetCommitteeVoteAttachment.path}?${query.toString()}`;
}

function OpenVote({ token, page }: { token: string; page: VotePage }) {
  const disapproving = page.Vote === 'Disapprove';
  const form = useContractForm({
    initialValues: { Reason: '' },
    schema: V.CastCommitteeVote.body,
    toBody: (values: { Reason: string }) => ({ token, Reason: values.Reason }),
    rules: (values: { Reason: string }) => ({
      Reason: disapproving && values.Reason.trim() === '' ? reasonRequired : null,
    }),
  });
  const queryClient = useQueryClient();
  const cast = useMutation({
    mutationFn: (body: RequestOf<typeof V.CastCommitteeVote>['body']) =>
      api.call(V.CastCommitteeVote, { body }),
    // The link has voted: opened again, it is asked anew and shows why it cannot vote.
    onSuccess: () => queryClient.removeQueries({ queryKey: ['committeeVote', token] }),
    // The refusal shows on the page, above the button.
    onError: () => null,
  });
  if (cast.isSuccess)
    return (
      <VoteFrame>
        <Alert color="green" variant="light" role="status" title="Thank you">
          {cast.data.Message}
        </Alert>
      </VoteFrame>
    );
  return (
    <VoteFrame>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3}>{page.Subject}</Title>
          <Text size="sm" c="dimmed">
            {page.CommunityName}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <Fact label="Property">{page.PropertyName}</Fact>
            <Fact label="Code">{page.CodeName}</Fact>
            <Fact label="Received">
              <DateText value={page.ReceivedDate} />
            </Fact>
            <Fact label="Decision due">
              <DateText value={page.DueDate} />
            </Fact>
          </SimpleGrid>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {page.Description || '—'}
          </Text>
          {page.Attachments.length > 0 ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                Files
              </Text>
              {page.Attachments.map((a) => (
                <Anchor
                  key={a.AttachmentId}
                  href={attachmentHref(token, a.AttachmentId)}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                >
                  {a.FileName}
                </Anchor>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <form noValidate onSubmit={form.onSubmit((body) => cast.mutate(body))}>
          <Stack gap="sm">
            <Text size="sm">
              {`Voting as ${page.EmailAddress}. This link casts one vote: `}
              <b>{disapproving ? 'disapprove' : 'approve'}</b>.
            </Text>
            {disapproving ? (
              <Textarea
                label="Reason"
                required
                autosize
                minRows={3}
                maxLength={L.VoteReason}
                {...form.getInputProps('Reason')}
              />
            ) : null}
            <ProblemAlert problem={formProblem(form.errors)} />
            {cast.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorText(cast.error)}
              </Alert>
            ) : null}
            <Button
              type="submit"
              size="md"
              fullWidth
              color={disapproving ? 'red' : 'green'}
              loading={cast.isPending}
            >
              {disapproving ? 'Disapprove the request' : 'Approve the request'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </VoteFrame>
  );
}
