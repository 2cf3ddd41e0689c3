import type { MessageBatchHeader } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { Alert, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTimeText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { deliveryMethodName } from './batch-queries';

const statusColors: Record<number, string> = {
  [StatusId.Incomplete]: 'yellow',
  [StatusId.Updated]: 'orange',
  [StatusId.Complete]: 'green',
};

/** A batch's status: Incomplete and Updated are edited, Complete is sent. */
export function BatchStatusBadge({ statusId, name }: { statusId: number; name: string }) {
  return (
    <Badge size="sm" variant="light" color={statusColors[statusId] ?? 'blue'}>
      {name}
    </Badge>
  );
}

const count = (n: number) => n.toLocaleString('en-US');

/** The batch's header: template, delivery, subject and counts; `children` add facts of a page. */
export function BatchHeaderFacts({
  header,
  children,
}: {
  header: MessageBatchHeader;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" mb="sm">
      <SimpleGrid cols={{ base: 3, lg: 6 }} spacing="sm" verticalSpacing={6}>
        <Fact label="Status">
          <BatchStatusBadge statusId={header.TopsStatusId} name={header.StatusName} />
        </Fact>
        <Fact label="Template">{header.TemplateName}</Fact>
        <Fact label="Delivery">{deliveryMethodName(header.DeliveryMethodId)}</Fact>
        <Fact label="Subject">{header.Subject}</Fact>
        <Fact label="Recipients">
          <span aria-label="Recipient counts">
            {count(header.Recipients)}: {count(header.PrintRecipients)} print,{' '}
            {count(header.EmailRecipients)} email
            {header.InvalidRecipients > 0 ? (
              <Text span c="red" size="sm">
                , {count(header.InvalidRecipients)} invalid
              </Text>
            ) : null}
            {header.SummaryRecipients > 0 ? `, ${count(header.SummaryRecipients)} summary` : ''}
          </span>
        </Fact>
        <Fact label="Created">
          <DateTimeText value={header.CreatedAt} />
          {header.CreatedBy ? ` by ${header.CreatedBy}` : ''}
        </Fact>
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** The release's progress, from the polled header, until its work is done. */
export function SendingProgress({ header }: { header: MessageBatchHeader }) {
  if (header.ReleaseError)
    return (
      <Alert color="red" variant="light" role="alert" title="The release stopped" mb="sm">
        {header.ReleaseError}
      </Alert>
    );
  const total = Math.max(header.ProgressTotal, 1);
  const done = Math.min(header.ProgressDone, total);
  const complete = header.TopsStatusId === StatusId.Complete;
  return (
    <Paper withBorder p="sm" mb="sm">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {complete ? 'Sent' : 'Sending the batch…'}
          </Text>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {count(header.ProgressDone)} of {count(header.ProgressTotal)} done
          </Text>
        </Group>
        <Progress value={(done / total) * 100} animated={!complete} aria-label="Release progress" />
      </Stack>
    </Paper>
  );
}
