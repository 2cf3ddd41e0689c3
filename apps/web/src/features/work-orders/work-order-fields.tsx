import { contract, type WorkOrder, type WorkOrderCode } from '@hoa/contract';
import {
  applyCodeDetail,
  codeDetailConflicts,
  localDay,
  WorkOrderMessages,
  type CodeDetailField,
  type IsoDate,
  type WorkOrderCodeDetail,
} from '@hoa/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMayCall } from '../../app/auth/claim-access';
import { fieldProps } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { PropertySelect } from '../adjustments';
import { userOptionsQuery, vendorOptionsQuery, workOrderCodesQuery } from './work-orders-queries';
import { amenityOptionsQuery } from '../../widgets/request-queries';

/** What the add page and the edit modal enter. */
export interface WorkOrderValues {
  TopsCodeId: string | null;
  CodeDescription: string;
  CodeDetailDescription: string;
  CodeActionNeeded: string;
  PostEventDate: IsoDate | null;
  TargetDate: IsoDate | null;
  PropertyAgentId: number | null;
  AmenityAgentId: string | null;
  JobLocation: string;
  IssuedTo: 'vendor' | 'user';
  IssuedToVendorAgentId: string | null;
  IssuedToUserId: string | null;
  AssignedUserId: string | null;
}

const idOf = (value: string | null) => (value === null ? null : Number(value));
const text = (value: number | null) => (value === null ? null : String(value));

/** A new work order's values (today, no code yet), or those of the work order edited. */
export function workOrderValues(order?: WorkOrder): WorkOrderValues {
  return {
    TopsCodeId: text(order?.TopsCodeId ?? null),
    CodeDescription: order?.CodeDescription ?? '',
    CodeDetailDescription: order?.CodeDetailDescription ?? '',
    CodeActionNeeded: order?.CodeActionNeeded ?? '',
    PostEventDate: order?.PostEventDate ?? localDay(new Date()),
    TargetDate: order?.TargetDate ?? null,
    PropertyAgentId: order?.PropertyAgentId ?? null,
    AmenityAgentId: text(order?.AmenityAgentId ?? null),
    JobLocation: order?.JobLocation ?? '',
    IssuedTo: order?.IssuedToUserId != null ? 'user' : 'vendor',
    IssuedToVendorAgentId: text(order?.IssuedToVendorAgentId ?? null),
    IssuedToUserId: text(order?.IssuedToUserId ?? null),
    AssignedUserId: text(order?.AssignedUserId ?? null),
  };
}

/** The body's facts of the values (the spec's CodeDetail and the rest). */
export function workOrderFacts(values: WorkOrderValues) {
  return {
    CodeDetail: {
      TopsCodeId: idOf(values.TopsCodeId),
      CodeDescription: values.CodeDescription,
      CodeDetailDescription: values.CodeDetailDescription,
      CodeActionNeeded: values.CodeActionNeeded,
    },
    PostEventDate: values.PostEventDate,
    TargetDate: values.TargetDate,
    PropertyAgentId: values.PropertyAgentId,
    AmenityAgentId: idOf(values.AmenityAgentId),
    JobLocation: values.JobLocation.trim() === '' ? null : values.JobLocation,
    IssuedToVendorAgentId: values.IssuedTo === 'vendor' ? idOf(values.IssuedToVendorAgentId) : null,
    IssuedToUserId: values.IssuedTo === 'user' ? idOf(values.IssuedToUserId) : null,
    AssignedUserId: idOf(values.AssignedUserId),
  };
}

/** The form's own rules, with the spec's messages (validation 'Work orders'). */
export const workOrderRules = (values: WorkOrderValues) => ({
  JobLocation:
    values.PropertyAgentId === null &&
    values.AmenityAgentId === null &&
    values.JobLocation.trim() === ''
      ? WorkOrderMessages.whereRequired
      : null,
  CodeDescription: values.CodeDescription.trim() === '' ? WorkOrderMessages.summaryRequired : null,
  TargetDate:
    values.TargetDate !== null &&
    values.PostEventDate !== null &&
    values.TargetDate < values.PostEventDate
      ? WorkOrderMessages.targetBeforeWorkOrder
      : null,
});

const fieldLabels: Record<CodeDetailField, string> = {
  CodeDescription: 'Summary work description',
  CodeDetailDescription: 'Detail description',
  CodeActionNeeded: 'Action needed',
};

const detailOf = (values: WorkOrderValues): WorkOrderCodeDetail => ({
  CodeDescription: values.CodeDescription,
  CodeDetailDescription: values.CodeDetailDescription,
  CodeActionNeeded: values.CodeActionNeeded,
});

const codeText = (code: WorkOrderCode): WorkOrderCodeDetail => ({
  CodeDescription: code.CodeDescription,
  CodeDetailDescription: code.DetailDescription,
  CodeActionNeeded: code.ActionNeeded,
});

interface PendingCode {
  code: WorkOrderCode;
  previous: string | null;
  fields: CodeDetailField[];
}

/**
 * Changing the code of an existing work order (validation 'Work orders'): the fields whose text
 * differs are offered one by one to overwrite; cancelling reverts the code.
 */
function CodeChangeChoice<Body>({
  form,
  pending,
  onDone,
}: {
  form: UseFormReturnType<WorkOrderValues, (values: WorkOrderValues) => Body>;
  pending: PendingCode;
  onDone: () => void;
}) {
  const [overwrite, setOverwrite] = useState<CodeDetailField[]>(pending.fields);
  return (
    <Alert color="blue" title="The new code has other descriptions" data-testid="code-change">
      <Stack gap={6}>
        {pending.fields.map((field) => (
          <Checkbox
            key={field}
            label={`Overwrite ${fieldLabels[field].toLowerCase()}`}
            checked={overwrite.includes(field)}
            onChange={(event) =>
              setOverwrite((now) =>
                event.currentTarget.checked ? [...now, field] : now.filter((f) => f !== field),
              )
            }
          />
        ))}
        <Group gap="xs">
          <Button
            size="compact-sm"
            onClick={() => {
              form.setValues(
                applyCodeDetail(detailOf(form.getValues()), codeText(pending.code), overwrite),
              );
              onDone();
            }}
          >
            Apply
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => {
              form.setFieldValue('TopsCodeId', pending.previous);
              onDone();
            }}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The fields of a work order: code (its detail fills the description fields; on an existing work
 * order the user chooses which differing ones to overwrite), where (property or job location),
 * days, issued to a vendor or a user, and the assignee.
 */
export function WorkOrderFields<Body>({
  form,
  communityAgentId,
  existing = false,
  propertyName,
}: {
  form: UseFormReturnType<WorkOrderValues, (values: WorkOrderValues) => Body>;
  communityAgentId: number;
  existing?: boolean;
  /** How the work order's property reads while the search has not found it. */
  propertyName?: string;
}) {
  const codes = useQuery(workOrderCodesQuery(communityAgentId));
  const mayListUsers = useMayCall(contract.user.GetCommunityUsers);
  const mayListVendors = useMayCall(contract.portfolio.GetVendors);
  const users = useQuery({ ...userOptionsQuery(communityAgentId), enabled: mayListUsers });
  const vendors = useQuery({ ...vendorOptionsQuery(communityAgentId), enabled: mayListVendors });
  const amenities = useQuery(amenityOptionsQuery(communityAgentId));
  const [pending, setPending] = useState<PendingCode | null>(null);
  const codeOptions = (codes.data ?? []).map((c) => ({
    value: String(c.TopsCodeId),
    label: `${c.CodeAlias} · ${c.CodeDescription}`,
  }));
  const chooseCode = (value: string | null) => {
    const previous = form.getValues().TopsCodeId;
    form.setFieldValue('TopsCodeId', value);
    const code = codes.data?.find((c) => String(c.TopsCodeId) === value);
    if (!code) return;
    const current = detailOf(form.getValues());
    const fields = existing ? codeDetailConflicts(current, codeText(code)) : [];
    if (fields.length > 0) setPending({ code, previous, fields });
    else form.setValues(existing ? applyCodeDetail(current, codeText(code), []) : codeText(code));
  };
  const issuedTo = form.values.IssuedTo;
  return (
    <Stack gap="xs">
      <Select
        label="Work order code"
        searchable
        clearable
        data={codeOptions}
        nothingFoundMessage="No work order code"
        value={form.values.TopsCodeId}
        onChange={chooseCode}
      />
      {pending ? (
        <CodeChangeChoice
          form={form}
          pending={pending}
          onDone={() => {
            setPending(null);
          }}
        />
      ) : null}
      <TextInput
        label="Summary work description"
        required
        {...form.getInputProps('CodeDescription')}
      />
      <Textarea
        label="Detail description"
        autosize
        minRows={2}
        {...form.getInputProps('CodeDetailDescription')}
      />
      <Textarea
        label="Action needed"
        autosize
        minRows={2}
        {...form.getInputProps('CodeActionNeeded')}
      />
      <PropertySelect
        communityAgentId={communityAgentId}
        value={form.values.PropertyAgentId}
        onChange={(id) => form.setFieldValue('PropertyAgentId', id)}
        error={form.errors.PropertyAgentId}
        valueLabel={propertyName}
      />
      <Group grow>
        <Select
          label="Amenity"
          placeholder="None"
          searchable
          clearable
          data={amenities.data ?? []}
          nothingFoundMessage="No amenity in this community"
          {...form.getInputProps('AmenityAgentId')}
        />
        <TextInput label="Job location" {...form.getInputProps('JobLocation')} />
      </Group>
      <Group>
        <DateInput
          label="Work order date"
          required
          w={180}
          {...fieldProps(form, 'PostEventDate')}
        />
        <DateInput label="Target date" w={180} {...fieldProps(form, 'TargetDate')} />
      </Group>
      <Stack gap={4}>
        <SegmentedControl
          aria-label="Issued to"
          size="xs"
          w={200}
          data={[
            { value: 'vendor', label: 'Vendor' },
            { value: 'user', label: 'User' },
          ]}
          {...form.getInputProps('IssuedTo')}
        />
        {issuedTo === 'vendor' ? (
          <Select
            label="Issued to vendor"
            placeholder="No vendor"
            searchable
            clearable
            disabled={!mayListVendors}
            data={vendors.data ?? []}
            nothingFoundMessage="No vendor"
            {...form.getInputProps('IssuedToVendorAgentId')}
          />
        ) : (
          <Select
            label="Issued to user"
            placeholder="Nobody"
            searchable
            clearable
            disabled={!mayListUsers}
            data={users.data ?? []}
            {...form.getInputProps('IssuedToUserId')}
          />
        )}
      </Stack>
      <Select
        label="Assigned to"
        placeholder="Nobody"
        searchable
        clearable
        disabled={!mayListUsers}
        data={users.data ?? []}
        nothingFoundMessage="No user works on this community"
        {...form.getInputProps('AssignedUserId')}
      />
    </Stack>
  );
}
