import type { OutboxMail } from '@hoa/contract';
import { Badge, Code, Stack, Text } from '@mantine/core';
import { DateTimeText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';

const statusColors: Record<OutboxMail['Status'], string> = {
  Sent: 'green',
  Waiting: 'gray',
  Retrying: 'yellow',
  Failed: 'red',
};

const kindLabels: Record<string, string> = {
  'ap-approvers': 'Approver notice',
  'vendor-invite': 'Vendor invite',
  'profile-email': 'Profile email',
  'message-batch': 'Message batch',
  'message-batch-summary': 'Message batch summary',
};

export const kindLabel = (kind: string) => kindLabels[kind] ?? kind;

export function MailStatusBadge({ mail }: { mail: OutboxMail }) {
  return (
    <Badge color={statusColors[mail.Status]} variant="light">
      {mail.Status}
    </Badge>
  );
}

/** The drawer of one mail: its addressing, delivery and the text as sent. */
export function OutboxMailDetail({ mail }: { mail: OutboxMail }) {
  return (
    <Stack gap="sm">
      <Fact label="To">{mail.ToAddress}</Fact>
      <Fact label="Subject">{mail.Subject}</Fact>
      <Fact label="Kind">{kindLabel(mail.Kind)}</Fact>
      {mail.AttachmentNames.length > 0 ? (
        <Fact label={mail.AttachmentNames.length === 1 ? 'Attachment' : 'Attachments'}>
          {mail.AttachmentNames.join(', ')}
        </Fact>
      ) : null}
      <Fact label="Created">
        <DateTimeText value={mail.CreatedAt} />
      </Fact>
      <Fact label="Status">
        <MailStatusBadge mail={mail} />
      </Fact>
      {mail.SentAt ? (
        <Fact label="Sent">
          <DateTimeText value={mail.SentAt} />
        </Fact>
      ) : null}
      {mail.Attempts > 0 ? <Fact label="Attempts">{mail.Attempts}</Fact> : null}
      {mail.Error ? (
        <Text size="sm" c="red" role="alert">
          {mail.Error}
        </Text>
      ) : null}
      <Code block aria-label="Mail body" style={{ whiteSpace: 'pre-wrap' }}>
        {mail.Body}
      </Code>
    </Stack>
  );
}
