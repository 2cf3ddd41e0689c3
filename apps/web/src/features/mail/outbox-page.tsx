import { OutboxPageSize } from '@hoa/contract';
import { Group, Pagination, Paper, SegmentedControl, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { openDrawer } from '../../app/overlays/drawer-host';
import { DateTimeText } from '../../widgets/date-text';
import { EmptyRow } from '../../widgets/empty-row';
import { LinkButton } from '../../widgets/link-button';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { kindLabel, MailStatusBadge, OutboxMailDetail } from './outbox-mail';
import { outboxQuery, type OutboxFilter } from './outbox-queries';

/** /admin/outbox: every mail the app queued for the company, newest first. */
export function OutboxPage() {
  const [filter, setFilter] = useState<OutboxFilter>('all');
  const [page, setPage] = useState(1);
  const outbox = useQuery({
    ...outboxQuery(filter, (page - 1) * OutboxPageSize, OutboxPageSize),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((outbox.data?.TotalCount ?? 0) / OutboxPageSize));

  return (
    <>
      <PageHeader
        title="Outbox"
        subtitle="Mail the app has queued: sent by SMTP when the server has it, else kept here to read"
      />
      <SegmentedControl
        mb="sm"
        size="xs"
        aria-label="Delivery"
        value={filter}
        onChange={(value) => {
          setFilter(value as OutboxFilter);
          setPage(1);
        }}
        data={[
          { value: 'all', label: 'All' },
          { value: 'unsent', label: 'Not sent' },
          { value: 'sent', label: 'Sent' },
        ]}
      />
      {outbox.data ? (
        <Paper withBorder radius="sm">
          <Table aria-label="Outbox" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>To</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Sent</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.Mails.map((mail) => (
                <Table.Tr key={mail.MailId}>
                  <Table.Td>{mail.ToAddress}</Table.Td>
                  <Table.Td>
                    <LinkButton
                      ta="left"
                      onClick={() => {
                        openDrawer({
                          title: mail.Subject,
                          width: 'wide',
                          content: <OutboxMailDetail mail={mail} />,
                        });
                      }}
                    >
                      {mail.Subject}
                    </LinkButton>
                  </Table.Td>
                  <Table.Td>{kindLabel(mail.Kind)}</Table.Td>
                  <Table.Td>
                    <DateTimeText value={mail.CreatedAt} />
                  </Table.Td>
                  <Table.Td>
                    <MailStatusBadge mail={mail} />
                    {mail.Error && mail.Status !== 'Sent' ? (
                      <Text size="xs" c="red" lineClamp={1} title={mail.Error}>
                        {mail.Error}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <DateTimeText value={mail.SentAt} />
                  </Table.Td>
                </Table.Tr>
              ))}
              {outbox.data.Mails.length === 0 ? (
                <EmptyRow colSpan={6}>No mail here.</EmptyRow>
              ) : null}
            </Table.Tbody>
          </Table>
          <Group justify="space-between" p="xs">
            <Text size="sm" c="dimmed">
              {outbox.data.TotalCount} mail{outbox.data.TotalCount === 1 ? '' : 's'}
            </Text>
            <Pagination size="sm" total={pages} value={page} onChange={setPage} />
          </Group>
        </Paper>
      ) : outbox.isError ? (
        <LoadError error={outbox.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}
