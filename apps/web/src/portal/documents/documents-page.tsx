import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { portalAccount } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { portalApi } from '../app/api';

/** A published document's file: the portal's session cookie signs the download. */
function documentHref(attachmentId: number): string {
  return portalAccount.DownloadDocument.path.replace(':id', String(attachmentId));
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${String(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The documents the community publishes to owners, newest first, each to download. */
export function DocumentsPage() {
  const documents = useSuspenseQuery({
    queryKey: ['portal', 'documents'],
    queryFn: () => portalApi.call(portalAccount.GetDocuments),
  }).data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Documents
      </Title>
      {documents.length === 0 ? (
        <Alert color="gray" title="No documents yet">
          When your community publishes documents for owners (rules, minutes, budgets), they appear
          here.
        </Alert>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label="Documents"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {documents.map((d) => (
            <Group
              key={d.AttachmentId}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Anchor href={documentHref(d.AttachmentId)} fw={600} download={d.FileName}>
                  {d.DisplayName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {d.PublishedOn} · {formatDate(d.UploadedAt.slice(0, 10))} ·{' '}
                  {sizeText(d.SizeBytes)}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
