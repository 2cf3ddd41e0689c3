import {
  Alert,
  Anchor,
  Card,
  FileButton,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalRequests } from '@hoa/contract';
import { formatDate, isPortalItemOpen } from '@hoa/domain';
import { NextStepLine, PhotoGrid, StateBadge } from '../app/item-widgets';
import { portalHref, PortalPaths, useItemIdParam } from '../app/portal-paths';
import { portalUpload } from '../app/portal-upload';
import { myRequestQuery } from './queries';

/** One of the owner's requests: what they asked, its state, what happens next, its photos. */
export function RequestPage() {
  const itemId = useItemIdParam();
  const queryClient = useQueryClient();
  const request = useQuery(myRequestQuery(itemId));
  const addPhoto = useMutation({
    mutationFn: (file: File) =>
      portalUpload(
        portalRequests.UploadRequestPhoto,
        { TopsItemId: itemId },
        file,
        'The photo could not be added.',
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(myRequestQuery(itemId).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: ['portal', 'requests'] });
    },
  });
  const data = request.data;
  return (
    <Stack gap="md">
      <Anchor href={portalHref(PortalPaths.requests)}>← All requests</Anchor>
      {request.isPending ? <Loader /> : null}
      {request.isError ? (
        <Alert color="red" title="This request could not be found">
          {request.error.message}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={1} size="h2">
              {data.Subject}
            </Title>
            <StateBadge state={data.State} />
          </Group>
          <Card withBorder radius="lg" padding="md">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {data.Kind} request{data.CodeName ? ` · ${data.CodeName}` : ''} · sent{' '}
                {formatDate(data.ReceivedDate)}
                {data.Address ? ` · ${data.Address}` : ''}
              </Text>
              {data.Description ? (
                <Text style={{ whiteSpace: 'pre-wrap' }}>{data.Description}</Text>
              ) : null}
              <NextStepLine nextStep={data.NextStep} />
            </Stack>
          </Card>
          <Title order={2} size="h4">
            Photos
          </Title>
          {data.Photos.length === 0 ? (
            <Text c="dimmed">No photos yet.</Text>
          ) : (
            <PhotoGrid photos={data.Photos} />
          )}
          {addPhoto.isError ? <Alert color="red">{addPhoto.error.message}</Alert> : null}
          {isPortalItemOpen(data.State) ? (
            <FileButton onChange={(file) => file && addPhoto.mutate(file)} accept="image/*">
              {(props) => (
                <Button {...props} variant="light" size="md" loading={addPhoto.isPending}>
                  Add a photo
                </Button>
              )}
            </FileButton>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
