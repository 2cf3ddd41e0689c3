import { contract, type ServiceRequest } from '@hoa/contract';
import {
  hasWorkLocation,
  localDay,
  RequestSources,
  WorkOrderMessages,
  type IsoDate,
} from '@hoa/domain';
import { Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMayCall } from '../../app/auth/claim-access';
import { fieldProps } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { PropertySelect } from '../adjustments';
import { amenityOptionsQuery } from '../../widgets/request-queries';
import { assigneeOptionsQuery } from './service-requests-queries';

/** What the add page and the edit modal enter. */
export interface ServiceRequestValues {
  PropertyAgentId: number | null;
  AmenityAgentId: string | null;
  JobLocation: string;
  SourceId: string;
  ReceivedDate: IsoDate | null;
  Description: string;
  AssignedUserId: string | null;
}

const sourceOptions = RequestSources.map((s) => ({
  value: String(s.RequestSourceId),
  label: s.RequestSourceName,
}));

/** A new request's values (received today by phone), or those of the request edited. */
export function serviceRequestValues(request?: ServiceRequest): ServiceRequestValues {
  return {
    PropertyAgentId: request?.PropertyAgentId ?? null,
    AmenityAgentId: request?.AmenityAgentId == null ? null : String(request.AmenityAgentId),
    JobLocation: request?.JobLocation ?? '',
    SourceId: String(request?.SourceId ?? 1),
    ReceivedDate: request?.ReceivedDate ?? localDay(new Date()),
    Description: request?.Description ?? '',
    AssignedUserId: request?.AssignedUserId == null ? null : String(request.AssignedUserId),
  };
}

const idOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The body's facts of the values; the owner stays the one of the request while its property does. */
export function serviceRequestFacts(values: ServiceRequestValues, request?: ServiceRequest) {
  return {
    PropertyAgentId: values.PropertyAgentId,
    OwnerAgentId:
      request && values.PropertyAgentId === request.PropertyAgentId ? request.OwnerAgentId : null,
    AmenityAgentId: idOrNull(values.AmenityAgentId),
    JobLocation: values.JobLocation.trim() === '' ? null : values.JobLocation,
    SourceId: Number(values.SourceId),
    ReceivedDate: values.ReceivedDate,
    Description: values.Description,
    AssignedUserId: idOrNull(values.AssignedUserId),
  };
}

/** The form's own rules, with the work order messages. */
export const serviceRequestRules = (values: ServiceRequestValues) => ({
  JobLocation: hasWorkLocation({
    PropertyAgentId: values.PropertyAgentId,
    OwnerAgentId: null,
    AmenityAgentId: idOrNull(values.AmenityAgentId),
    JobLocation: values.JobLocation,
  })
    ? null
    : WorkOrderMessages.whereRequired,
  Description: values.Description.trim() === '' ? WorkOrderMessages.descriptionRequired : null,
});

/**
 * The fields of a service request: where (property and its owner, amenity, job location), source,
 * received day, description and the user assigned (one who works on the community; `request`
 * names the property and assignee already chosen).
 */
export function ServiceRequestFields<Body>({
  form,
  communityAgentId,
  request,
}: {
  form: UseFormReturnType<ServiceRequestValues, (values: ServiceRequestValues) => Body>;
  communityAgentId: number;
  request?: ServiceRequest;
}) {
  const amenities = useQuery(amenityOptionsQuery(communityAgentId));
  const mayListUsers = useMayCall(contract.user.GetCommunityUsers);
  const users = useQuery({ ...assigneeOptionsQuery(communityAgentId), enabled: mayListUsers });
  const assigned = form.values.AssignedUserId;
  const assignees = [
    ...(users.data ?? []),
    ...(assigned !== null && !users.data?.some((u) => u.value === assigned)
      ? [{ value: assigned, label: request?.AssignedUserName ?? `User ${assigned}` }]
      : []),
  ];
  const amenity = form.values.AmenityAgentId;
  const amenityData = [
    ...(amenities.data ?? []),
    ...(amenity !== null && !amenities.data?.some((a) => a.value === amenity)
      ? [{ value: amenity, label: request?.AmenityName ?? `Amenity ${amenity}` }]
      : []),
  ];
  return (
    <Stack gap="xs">
      <PropertySelect
        communityAgentId={communityAgentId}
        value={form.values.PropertyAgentId}
        onChange={(id) => form.setFieldValue('PropertyAgentId', id)}
        error={form.errors.PropertyAgentId}
        {...(request?.PropertyName ? { valueLabel: request.PropertyName } : {})}
      />
      <Group grow>
        <Select
          label="Amenity"
          placeholder="None"
          searchable
          clearable
          data={amenityData}
          nothingFoundMessage="No amenity in this community"
          {...form.getInputProps('AmenityAgentId')}
        />
        <TextInput
          label="Job location"
          description="Where the work is, when not a property or amenity"
          {...form.getInputProps('JobLocation')}
        />
      </Group>
      <Group grow>
        <Select
          label="Source"
          required
          allowDeselect={false}
          data={sourceOptions}
          {...form.getInputProps('SourceId')}
        />
        <DateInput label="Received" required {...fieldProps(form, 'ReceivedDate')} />
      </Group>
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        {...form.getInputProps('Description')}
      />
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
