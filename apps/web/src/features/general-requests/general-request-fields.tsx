import { contract, type GeneralRequest } from '@hoa/contract';
import { GeneralRequestMessages, GeneralRequestSources, localDay, type IsoDate } from '@hoa/domain';
import { Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMayCall } from '../../app/auth/claim-access';
import { fieldProps } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { PropertySelect } from '../adjustments';
import {
  communityUserOptionsQuery,
  generalRequestCodeOptionsQuery,
} from './general-requests-queries';

/** What the add page and the edit modal enter. */
export interface GeneralRequestValues {
  PropertyAgentId: number | null;
  TopsCodeId: string | null;
  SourceId: string;
  Subject: string;
  Description: string;
  ReceivedDate: IsoDate | null;
  DueDate: IsoDate | null;
  AssignedUserId: string | null;
}

export const sourceOptions = GeneralRequestSources.map((s) => ({
  value: String(s.SourceId),
  label: s.SourceName,
}));

/** A new request's values (received today by phone), or those of the request edited. */
export function generalRequestValues(request?: GeneralRequest): GeneralRequestValues {
  return {
    PropertyAgentId: request?.PropertyAgentId ?? null,
    TopsCodeId: request?.TopsCodeId == null ? null : String(request.TopsCodeId),
    SourceId: String(request?.SourceId ?? GeneralRequestSources[0]?.SourceId ?? 1),
    Subject: request?.Subject ?? '',
    Description: request?.Description ?? '',
    ReceivedDate: request?.ReceivedDate ?? localDay(new Date()),
    DueDate: request?.DueDate ?? null,
    AssignedUserId: request?.AssignedUserId == null ? null : String(request.AssignedUserId),
  };
}

/** The body's facts of the values. */
export function generalRequestFacts(values: GeneralRequestValues) {
  return {
    PropertyAgentId: values.PropertyAgentId,
    TopsCodeId: values.TopsCodeId === null ? null : Number(values.TopsCodeId),
    SourceId: Number(values.SourceId),
    Subject: values.Subject,
    Description: values.Description,
    ReceivedDate: values.ReceivedDate,
    DueDate: values.DueDate,
    AssignedUserId: values.AssignedUserId === null ? null : Number(values.AssignedUserId),
  };
}

/** The form's own rules, with the domain's messages. */
export const generalRequestRules = (values: GeneralRequestValues) => ({
  Subject: values.Subject.trim() === '' ? GeneralRequestMessages.subjectRequired : null,
  DueDate:
    values.DueDate !== null && values.ReceivedDate !== null && values.DueDate < values.ReceivedDate
      ? GeneralRequestMessages.dueBeforeReceived
      : null,
});

/**
 * The fields of a general request: property, code, source, subject, description, days and the
 * user assigned (one who works on the community; `assignedUserName` names the one already
 * assigned while the list loads, or for a caller who may not list the community's users).
 */
export function GeneralRequestFields<Body>({
  form,
  communityAgentId,
  assignedUserName = null,
}: {
  form: UseFormReturnType<GeneralRequestValues, (values: GeneralRequestValues) => Body>;
  communityAgentId: number;
  assignedUserName?: string | null;
}) {
  const codes = useQuery(generalRequestCodeOptionsQuery(communityAgentId));
  const mayListUsers = useMayCall(contract.user.GetCommunityUsers);
  const users = useQuery({
    ...communityUserOptionsQuery(communityAgentId),
    enabled: mayListUsers,
  });
  const assigned = form.values.AssignedUserId;
  const assignees = [
    ...(users.data ?? []),
    ...(assigned !== null && !users.data?.some((u) => u.value === assigned)
      ? [{ value: assigned, label: assignedUserName ?? `User ${assigned}` }]
      : []),
  ];
  return (
    <Stack gap="xs">
      <PropertySelect
        communityAgentId={communityAgentId}
        value={form.values.PropertyAgentId}
        onChange={(id) => form.setFieldValue('PropertyAgentId', id)}
        error={form.errors.PropertyAgentId}
      />
      <Group grow>
        <Select
          label="Code"
          searchable
          clearable
          data={codes.data ?? []}
          nothingFoundMessage="No general request code"
          {...form.getInputProps('TopsCodeId')}
        />
        <Select
          label="Source"
          required
          allowDeselect={false}
          data={sourceOptions}
          {...form.getInputProps('SourceId')}
        />
      </Group>
      <TextInput label="Subject" required {...form.getInputProps('Subject')} />
      <Textarea label="Description" autosize minRows={3} {...form.getInputProps('Description')} />
      <Group>
        <DateInput label="Received" required w={180} {...fieldProps(form, 'ReceivedDate')} />
        <DateInput label="Due" w={180} {...fieldProps(form, 'DueDate')} />
      </Group>
      <Select
        label="Assigned to"
        placeholder="Nobody"
        searchable
        clearable
        disabled={!mayListUsers}
        data={assignees}
        nothingFoundMessage="No user works on this community"
        {...form.getInputProps('AssignedUserId')}
      />
    </Stack>
  );
}
