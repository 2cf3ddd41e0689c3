import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@hoa/domain';
import { NextStepLine, StateBadge } from '../app/item-widgets';
import { portalHref, PortalPaths, requestPath } from '../app/portal-paths';
import { myRequestsQuery } from './queries';

const kindLabel = { Service: 'Service', Architectural: 'Architectural', General: 'General' };

/** The owner's requests, newest first, each with its state and what happens next. */
export function RequestsPage() {
  const requests = useQuery(myRequestsQuery);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          Requests
        </Title>
        <Button component="a" href={portalHref(PortalPaths.newRequest)} size="md">
          New request
        </Button>
      </Group>
      {requests.isPending ? <Loader /> : null}
      {requests.isError ? (
        <Alert color="red" title="Your requests could not be loaded">
          {requests.error.message}
        </Alert>
      ) : null}
      {requests.data?.length === 0 ? (
        <Alert color="gray" title="You have not sent any requests yet">
          Something to fix, or a question for the office? Tap New request.
        </Alert>
      ) : null}
      {requests.data?.map((request) => (
        <Card
          key={request.TopsItemId}
          component="a"
          href={portalHref(requestPath(request.TopsItemId))}
          withBorder
          radius="lg"
          padding="md"
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text fw={700} size="lg" lineClamp={2}>
                {request.Subject}
              </Text>
              <Text size="sm" c="dimmed">
                {kindLabel[request.Kind]} request{request.CodeName ? ` · ${request.CodeName}` : ''}{' '}
                · sent {formatDate(request.ReceivedDate)}
              </Text>
            </Stack>
            <StateBadge state={request.State} />
          </Group>
          <NextStepLine nextStep={request.NextStep} />
        </Card>
      ))}
    </Stack>
  );
}
