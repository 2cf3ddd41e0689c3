import { OutboxPageSize, type OutboxMail } from '@hoa/contract';
import { Group, Pagination, SegmentedControl, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { openDrawer } from '../../app/overlays/drawer-host';
import { DateTimeText } from '../../widgets/date-text';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
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
        <DataGrid
          aria-label="Outbox"
          rows={outbox.data.Mails}
          columns={outboxColumns}
          rowKey={mailKey}
          variableRowHeight
          empty="No mail here."
          footer={
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {outbox.data.TotalCount} mail{outbox.data.TotalCount === 1 ? '' : 's'}
              </Text>
              <Pagination size="sm" total={pages} value={page} onChange={setPage} />
            </Group>
          }
        />
      ) : outbox.isError ? (
        <LoadError error={outbox.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

const mailKey = (mail: OutboxMail) => mail.MailId;

const outboxColumns: GridColumn<OutboxMail>[] = [
  { id: 'to', header: 'To', width: 220, cell: (mail) => mail.ToAddress },
  {
    id: 'subject',
    header: 'Subject',
    cell: (mail) => (
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
    ),
  },
  { id: 'kind', header: 'Kind', width: 150, cell: (mail) => kindLabel(mail.Kind) },
  {
    id: 'created',
    header: 'Created',
    width: 170,
    cell: (mail) => <DateTimeText value={mail.CreatedAt} />,
  },
  {
    id: 'status',
    header: 'Status',
    width: 160,
    cell: (mail) => (
      <>
        <MailStatusBadge mail={mail} />
        {mail.Error && mail.Status !== 'Sent' ? (
          <Text size="xs" c="red" lineClamp={1} title={mail.Error}>
            {mail.Error}
          </Text>
        ) : null}
      </>
    ),
  },
  { id: 'sent', header: 'Sent', width: 170, cell: (mail) => <DateTimeText value={mail.SentAt} /> },
];
