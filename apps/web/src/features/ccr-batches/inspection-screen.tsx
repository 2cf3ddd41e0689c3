import { contract, type RequestOf } from '@hoa/contract';
import { formatDistance, sortPropertiesForInspection } from '@hoa/domain';
import {
  ActionIcon,
  Button,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { ProblemAlert } from '../../widgets/problem-alert';
import { batchQuery, inspectionCodesQuery, inspectionPropertiesQuery } from './ccr-batch-queries';
import { newClientKey } from './offline-queue';
import { useDevicePosition } from './use-device-position';
import { useInspectionQueue } from './use-inspection-queue';
import classes from './inspection-screen.module.css';

const Entry = contract.ccrBatches.AddCcrBatchEntry;

interface EntryValues {
  ClientKey: string;
  PropertyAgentId: string | null;
  TopsCodeId: number | null;
  Description: string;
}

const propertyRequired = 'Property is required.';
const codeRequired = 'Code is required.';

const blankEntry = (): EntryValues => ({
  ClientKey: newClientKey(),
  PropertyAgentId: null,
  TopsCodeId: null,
  Description: '',
});

/** A photo picked for the entry, with its preview. */
interface PickedPhoto {
  file: File;
  url: string;
}

/**
 * The phone's inspection screen of a draft batch: the property (nearest first where the device
 * gives its position), one tap per CCR code, what was seen and photos from the camera; an entry
 * is saved on the phone first and sent when the network allows.
 */
export function InspectionScreen({
  communityAgentId,
  ccrBatchId,
}: {
  communityAgentId: number;
  ccrBatchId: number;
}) {
  const go = useGo();
  const batch = useQuery(batchQuery(ccrBatchId));
  const properties = useQuery(inspectionPropertiesQuery(communityAgentId));
  const codes = useQuery(inspectionCodesQuery(communityAgentId));
  const here = useDevicePosition();
  const queue = useInspectionQueue(ccrBatchId);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  useEffect(() => () => photos.forEach((p) => URL.revokeObjectURL(p.url)), [photos]);

  const propertyOptions = useMemo(
    () =>
      sortPropertiesForInspection(properties.data ?? [], here).map((p) => ({
        value: String(p.PropertyAgentId),
        label: [
          p.Address,
          p.PrimaryOwnerName,
          p.DistanceMeters === null ? null : formatDistance(p.DistanceMeters),
        ]
          .filter(Boolean)
          .join(' · '),
      })),
    [properties.data, here],
  );

  const form = useContractForm({
    initialValues: blankEntry(),
    schema: Entry.body,
    toBody: (values: EntryValues) => ({
      CcrBatchId: ccrBatchId,
      ClientKey: values.ClientKey,
      PropertyAgentId: values.PropertyAgentId === null ? null : Number(values.PropertyAgentId),
      TopsCodeId: values.TopsCodeId,
      Description: values.Description,
    }),
    rules: (values: EntryValues) => ({
      PropertyAgentId: values.PropertyAgentId === null ? propertyRequired : null,
      TopsCodeId: values.TopsCodeId === null ? codeRequired : null,
    }),
  });

  const save = useMutation({
    // Saved on the phone first: it runs offline too (the queue sends it later).
    networkMode: 'always',
    mutationFn: async (body: RequestOf<typeof Entry>['body']) => {
      const capturedAt = (file: File) =>
        new Date(file.lastModified > 0 ? file.lastModified : Date.now()).toISOString();
      await queue.add({
        ...body,
        Description: body.Description ?? '',
        QueuedAt: new Date().toISOString(),
        Photos: photos.map(({ file }) => ({
          file,
          fileName: file.name,
          ClientKey: newClientKey(),
          CapturedAt: capturedAt(file),
          ...(here ?? {}),
        })),
      });
    },
    onError: (error) => showErrorOr(error, 'The entry was not saved on this phone.'),
    onSuccess: () => {
      showSuccess(navigator.onLine ? 'Entry saved.' : 'Entry saved on this phone.');
      form.setValues(blankEntry());
      form.resetDirty();
      setPhotos([]);
    },
  });

  const saved = batch.data?.Entries.length ?? 0;
  const review = () =>
    void go(buildRoute(SiteMap.ccrBatchReview, { communityAgentId, ccrBatchId }));
  const code = form.values.TopsCodeId;
  return (
    <Stack gap={8} className={classes.screen}>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" truncate>
          {batch.data?.Batch.Name || 'Inspection'} · {saved} saved
        </Text>
        <Button size="compact-sm" variant="default" onClick={review}>
          Review
        </Button>
      </Group>
      {queue.waiting > 0 ? (
        <Group
          gap={6}
          justify="space-between"
          wrap="nowrap"
          className={classes.waiting}
          role="status"
        >
          <Text size="sm" fw={500} data-testid="waiting-to-send">
            {queue.waiting} waiting to send
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            color="orange"
            onClick={() => void queue.flush()}
            loading={queue.sending}
          >
            Retry
          </Button>
        </Group>
      ) : null}
      <Paper withBorder p={8}>
        <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
          <Stack gap={8}>
            <Select
              label={here ? 'Property (nearest first)' : 'Property'}
              placeholder="Address or owner"
              required
              searchable
              data={propertyOptions}
              nothingFoundMessage="No property"
              maxDropdownHeight={260}
              {...form.getInputProps('PropertyAgentId')}
            />
            <div role="group" aria-labelledby="insp-code-label">
              <Text id="insp-code-label" size="sm" fw={500} mb={4}>
                Code <span className={classes.required}>*</span>
              </Text>
              <SimpleGrid cols={3} spacing={6} verticalSpacing={6}>
                {(codes.data ?? []).map((c) => (
                  <Button
                    key={c.TopsCodeId}
                    size="compact-md"
                    variant={code === c.TopsCodeId ? 'filled' : 'default'}
                    aria-pressed={code === c.TopsCodeId}
                    title={c.CodeName}
                    onClick={() => form.setFieldValue('TopsCodeId', c.TopsCodeId)}
                  >
                    {c.CodeAlias}
                  </Button>
                ))}
              </SimpleGrid>
              {form.errors.TopsCodeId ? (
                <Text size="xs" c="red" mt={4}>
                  {form.errors.TopsCodeId}
                </Text>
              ) : null}
            </div>
            <Textarea
              label="Description"
              autosize
              minRows={2}
              maxRows={5}
              {...form.getInputProps('Description')}
            />
            <Group gap={6} wrap="wrap">
              <label className={classes.camera}>
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  multiple
                  aria-label="Take photo"
                  className={classes.fileInput}
                  onChange={(event) => {
                    const picked = [...(event.currentTarget.files ?? [])];
                    event.currentTarget.value = '';
                    setPhotos((current) => [
                      ...current,
                      ...picked.map((file) => ({ file, url: URL.createObjectURL(file) })),
                    ]);
                  }}
                />
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
                  <circle cx="12" cy="13" r="3.5" />
                </svg>
                <span>Photo</span>
              </label>
              {photos.map((photo, index) => (
                <div key={photo.url} className={classes.thumb}>
                  <Image
                    src={photo.url}
                    alt={`Photo ${String(index + 1)}`}
                    w={56}
                    h={56}
                    radius="sm"
                  />
                  <ActionIcon
                    size="xs"
                    color="red"
                    variant="filled"
                    className={classes.thumbRemove}
                    aria-label={`Remove photo ${String(index + 1)}`}
                    onClick={() => setPhotos((current) => current.filter((p) => p !== photo))}
                  >
                    ×
                  </ActionIcon>
                </div>
              ))}
            </Group>
            <ProblemAlert problem={formProblem(form.errors)} />
            <Button type="submit" size="md" fullWidth loading={save.isPending}>
              Save entry
            </Button>
          </Stack>
        </form>
      </Paper>
      {properties.data && properties.data.length === 0 ? (
        <UnstyledButton onClick={review}>
          <Text size="sm" c="dimmed">
            The community has no properties.
          </Text>
        </UnstyledButton>
      ) : null}
    </Stack>
  );
}
