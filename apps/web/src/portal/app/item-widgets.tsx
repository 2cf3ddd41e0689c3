import { Badge, Image, SimpleGrid, Text } from '@mantine/core';
import type { PortalFile } from '@hoa/contract';

const stateColors: Record<string, string> = {
  Open: 'blue',
  'In Progress': 'yellow',
  Pending: 'yellow',
  Approved: 'green',
  Resolved: 'green',
  Disapproved: 'red',
  Closed: 'gray',
};

/** An item's state as a coloured badge. */
export function StateBadge({ state }: { state: string }) {
  return (
    <Badge color={stateColors[state] ?? 'gray'} variant="light" size="lg" style={{ flexShrink: 0 }}>
      {state}
    </Badge>
  );
}

/** The "what happens next" line of an open item. */
export function NextStepLine({ nextStep }: { nextStep: string | null }) {
  if (nextStep === null) return null;
  return (
    <Text size="sm" fw={600} c="blue.8" data-testid="next-step">
      Next: {nextStep}
    </Text>
  );
}

/** Photos as tappable thumbnails (each opens full size). */
export function PhotoGrid({ photos }: { photos: readonly PortalFile[] }) {
  const images = photos.filter((p) => p.ContentType.startsWith('image/'));
  const others = photos.filter((p) => !p.ContentType.startsWith('image/'));
  return (
    <>
      {images.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {images.map((photo) => (
            <a key={photo.TopsAttachmentId} href={photo.Url} target="_blank" rel="noreferrer">
              <Image src={photo.Url} alt={photo.FileName} radius="md" h={140} fit="cover" />
            </a>
          ))}
        </SimpleGrid>
      ) : null}
      {others.map((file) => (
        <Text key={file.TopsAttachmentId} size="sm">
          <a href={file.Url} target="_blank" rel="noreferrer">
            {file.FileName}
          </a>
        </Text>
      ))}
    </>
  );
}
