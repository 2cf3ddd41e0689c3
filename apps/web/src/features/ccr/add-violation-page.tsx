import { contract, type RequestOf } from '@hoa/contract';
import {
  addDays,
  localDay,
  NextActionDayOptions,
  ViolationMessages,
  type IsoDate,
} from '@hoa/domain';
import {
  Button,
  FileInput,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { DateText } from '../../widgets/date-text';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { uploadFile } from '../../widgets/upload-file';
import { PropertySelect } from '../adjustments';
import { ccrCodeOptionsQuery, refreshViolations } from './ccr-queries';

const Add = contract.ccr.AddCcrRecord;

interface AddViolationValues {
  PropertyAgentId: number | null;
  TopsCodeId: string | null;
  Description: string;
  ObservedDate: IsoDate | null;
  NextActionDays: string;
}

const propertyRequired = 'Property is required.';
const codeRequired = 'Code is required.';
const photoFailed = 'The violation was recorded, but a photo could not be uploaded.';

interface Position {
  Latitude: number;
  Longitude: number;
}

/** Where the device is, when it offers its position; null otherwise. */
function devicePosition(): Promise<Position | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ Latitude: p.coords.latitude, Longitude: p.coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

/** A photo of the violation with the time the device says it was taken and where it is. */
function uploadPhoto(itemId: number, file: File, position: Position | null) {
  return uploadFile(
    contract.ccr.AddCcrRecordPhoto.path,
    {
      TopsItemId: itemId,
      CapturedAt: new Date(file.lastModified).toISOString(),
      ...(position ?? {}),
    },
    file,
    photoFailed,
  );
}

/**
 * Add violation record (spec 3 §2): the property (its primary owner is cited), the CCR code, what
 * was seen and when, the follow-up in 15, 30 or 90 days, and photos; opens the new record.
 */
export function AddViolationPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const codes = useQuery(ccrCodeOptionsQuery(communityAgentId));
  const [photos, setPhotos] = useState<File[]>([]);
  const [position, setPosition] = useState<Position | null>(null);
  const initialValues: AddViolationValues = {
    PropertyAgentId: null,
    TopsCodeId: null,
    Description: '',
    ObservedDate: localDay(new Date()),
    NextActionDays: String(NextActionDayOptions[0]),
  };
  const form = useContractForm({
    initialValues,
    schema: Add.body,
    toBody: (values: AddViolationValues) => ({
      CommunityAgentId: communityAgentId,
      PropertyAgentId: values.PropertyAgentId,
      TopsCodeId: Number(values.TopsCodeId),
      Description: values.Description,
      ObservedDate: values.ObservedDate,
      NextActionDate: values.ObservedDate
        ? addDays(values.ObservedDate, Number(values.NextActionDays))
        : null,
    }),
    rules: (values: AddViolationValues) => ({
      PropertyAgentId: values.PropertyAgentId === null ? propertyRequired : null,
      TopsCodeId: values.TopsCodeId === null ? codeRequired : null,
      Description: values.Description.trim() === '' ? ViolationMessages.descriptionRequired : null,
    }),
    fieldOf: { NextActionDate: 'NextActionDays' },
  });
  const add = useMutation({
    mutationFn: async (body: RequestOf<typeof Add>['body']) => {
      const made = await api.call(Add, { body });
      const itemId = made.Record.TopsItemId;
      for (const photo of photos) await uploadPhoto(itemId, photo, position);
      return itemId;
    },
    onError: (error) => showErrorOr(error, 'The violation was not recorded.'),
    onSuccess: async (itemId) => {
      await refreshViolations(client);
      await go(
        buildRoute(SiteMap.ccrViolationView, {
          communityAgentId,
          parentView: 'violations',
          itemId,
        }),
      );
    },
  });
  const observed = form.values.ObservedDate;
  return (
    <>
      <PageHeader title="Add violation" subtitle={community.DisplayName} />
      <Paper withBorder p="sm" maw={560}>
        <form noValidate onSubmit={form.onSubmit((body) => add.mutate(body))}>
          <Stack gap="xs">
            <PropertySelect
              communityAgentId={communityAgentId}
              value={form.values.PropertyAgentId}
              onChange={(id) => form.setFieldValue('PropertyAgentId', id)}
              error={form.errors.PropertyAgentId}
            />
            <Select
              label="Code"
              required
              searchable
              data={codes.data ?? []}
              nothingFoundMessage="No CCR code"
              {...form.getInputProps('TopsCodeId')}
            />
            <Textarea
              label="Description"
              required
              autosize
              minRows={3}
              {...form.getInputProps('Description')}
            />
            <DateInput label="Observed" required w={180} {...fieldProps(form, 'ObservedDate')} />
            <div>
              <Text size="sm" fw={500}>
                Next action
              </Text>
              <Group gap="sm">
                <SegmentedControl
                  aria-label="Next action in"
                  data={NextActionDayOptions.map((days) => ({
                    value: String(days),
                    label: `${String(days)} days`,
                  }))}
                  {...form.getInputProps('NextActionDays')}
                />
                <DateText
                  value={observed ? addDays(observed, Number(form.values.NextActionDays)) : null}
                />
              </Group>
            </div>
            <FileInput
              label="Photos"
              multiple
              clearable
              accept="image/*"
              capture="environment"
              placeholder="Choose or take photos"
              value={photos}
              onChange={(files) => {
                setPhotos(files);
                // Photos taken here are where the device is: ask for its position once.
                if (files.length > 0 && position === null) void devicePosition().then(setPosition);
              }}
            />
            <ProblemAlert problem={formProblem(form.errors)} />
            <Group justify="flex-end">
              <MayCall calls={Add}>
                <Button type="submit" loading={add.isPending}>
                  Add violation
                </Button>
              </MayCall>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
