import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { portalRequests } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { portalApi } from '../app/api';
import { NextStepLine, StateBadge } from '../app/item-widgets';
import { portalHref, violationPath } from '../app/portal-paths';

/** The violations of the owner's homes, open first, each with the day to correct it by. */
export function ViolationsPage() {
  const violations = useQuery({
    queryKey: ['portal', 'violations'],
    queryFn: () => portalApi.call(portalRequests.GetMyViolations),
  });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Violations
      </Title>
      {violations.isPending ? <Loader /> : null}
      {violations.isError ? (
        <Alert color="red" title="Your violations could not be loaded">
          {violations.error.message}
        </Alert>
      ) : null}
      {violations.data?.length === 0 ? (
        <Alert color="green" title="No violations">
          Your home has no violations on record. Thank you for keeping the community in shape.
        </Alert>
      ) : null}
      {violations.data?.map((violation) => (
        <Card
          key={violation.TopsItemId}
          component="a"
          href={portalHref(violationPath(violation.TopsItemId))}
          withBorder
          radius="lg"
          padding="md"
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text fw={700} size="lg" lineClamp={2}>
                {violation.CodeName}
              </Text>
              <Text size="sm" c="dimmed">
                Seen {formatDate(violation.ObservedDate)} · {violation.Address}
              </Text>
            </Stack>
            <StateBadge state={violation.State} />
          </Group>
          <NextStepLine nextStep={violation.NextStep} />
        </Card>
      ))}
    </Stack>
  );
}
