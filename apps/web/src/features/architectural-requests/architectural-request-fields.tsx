import type { ArchitecturalRequestView } from '@hoa/contract';
import { ArchitecturalRequestLimits as L, localDay, type IsoDate } from '@hoa/domain';
import {
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { fieldProps } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { wholeNumberOf, wholeNumberProblem } from '../../widgets/whole-number';
import { PropertySelect } from '../adjustments';
import {
  approverCandidatesQuery,
  architecturalCodeOptionsQuery,
} from './architectural-requests-queries';

/** What the add page, the edit modal and the "set status and approvers" modal enter. */
export interface ArchitecturalRequestValues {
  PropertyAgentId: number | null;
  TopsCodeId: string | null;
  Subject: string;
  Description: string;
  ReceivedDate: IsoDate | null;
  InternalApproverUserIds: string[];
  CommitteeApproverEmails: string[];
  RequiredInternalApprovals: number | string;
  RequiredCommitteeApprovals: number | string;
}

/** The community's default counts (its architectural settings). */
export interface RequiredCounts {
  RequiredInternalApprovals: number;
  RequiredCommitteeApprovals: number;
}

/** A new request's values (received today, the settings' counts). */
export function newRequestValues(defaults: RequiredCounts): ArchitecturalRequestValues {
  return {
    PropertyAgentId: null,
    TopsCodeId: null,
    Subject: '',
    Description: '',
    ReceivedDate: localDay(new Date()),
    InternalApproverUserIds: [],
    CommitteeApproverEmails: [],
    RequiredInternalApprovals: defaults.RequiredInternalApprovals,
    RequiredCommitteeApprovals: defaults.RequiredCommitteeApprovals,
  };
}

/** The values of the request edited, with its approvers and counts. */
export function requestValues(view: ArchitecturalRequestView): ArchitecturalRequestValues {
  const r = view.Request;
  return {
    PropertyAgentId: r.PropertyAgentId,
    TopsCodeId: String(r.TopsCodeId),
    Subject: r.Subject,
    Description: r.Description,
    ReceivedDate: r.ReceivedDate,
    InternalApproverUserIds: view.InternalApprovers.map((a) => String(a.UserAgentId)),
    CommitteeApproverEmails: view.CommitteeApprovers.map((a) => a.EmailAddress),
    RequiredInternalApprovals: r.RequiredInternalApprovals,
    RequiredCommitteeApprovals: r.RequiredCommitteeApprovals,
  };
}

/** The body's facts and approvers of the values. */
export function requestBody(values: ArchitecturalRequestValues) {
  return {
    PropertyAgentId: values.PropertyAgentId,
    TopsCodeId: values.TopsCodeId === null ? null : Number(values.TopsCodeId),
    Subject: values.Subject,
    Description: values.Description,
    ReceivedDate: values.ReceivedDate,
    InternalApproverUserIds: values.InternalApproverUserIds.map(Number),
    CommitteeApproverEmails: values.CommitteeApproverEmails,
    RequiredInternalApprovals: wholeNumberOf(values.RequiredInternalApprovals),
    RequiredCommitteeApprovals: wholeNumberOf(values.RequiredCommitteeApprovals),
  };
}

const subjectRequired = 'Subject is required.';
const propertyRequired = 'Property is required.';
const codeRequired = 'Architectural code is required.';
const receivedRequired = 'Received Date is required.';
const moreThanApprovers = (kind: string) =>
  `The required ${kind} approvals cannot be more than the ${kind} approvers chosen.`;

/** The form's own rules: the facts required, counts whole and within the approvers chosen. */
export const requestRules = (values: ArchitecturalRequestValues) => {
  const internal = wholeNumberOf(values.RequiredInternalApprovals);
  const committee = wholeNumberOf(values.RequiredCommitteeApprovals);
  return {
    PropertyAgentId: values.PropertyAgentId === null ? propertyRequired : null,
    TopsCodeId: values.TopsCodeId === null ? codeRequired : null,
    Subject: values.Subject.trim() === '' ? subjectRequired : null,
    ReceivedDate: values.ReceivedDate === null ? receivedRequired : null,
    RequiredInternalApprovals:
      wholeNumberProblem(values.RequiredInternalApprovals, {
        min: 0,
        max: L.MaxInternalApprovers,
      }) ??
      (internal !== null && internal > values.InternalApproverUserIds.length
        ? moreThanApprovers('internal')
        : null),
    RequiredCommitteeApprovals:
      wholeNumberProblem(values.RequiredCommitteeApprovals, {
        min: 0,
        max: L.MaxCommitteeApprovers,
      }) ??
      (committee !== null && committee > values.CommitteeApproverEmails.length
        ? moreThanApprovers('committee')
        : null),
  };
};

type RequestForm<Values, Body> = UseFormReturnType<Values, (values: Values) => Body>;

/** The approvers (users and committee members of the community) and the counts required. */
export function ApproverFields<Values extends ArchitecturalRequestValues, Body>({
  form,
  communityAgentId,
}: {
  form: RequestForm<Values, Body>;
  communityAgentId: number;
}) {
  const candidates = useQuery(approverCandidatesQuery(communityAgentId));
  const users = (candidates.data?.Users ?? []).map((u) => ({
    value: String(u.UserAgentId),
    label: u.UserName,
  }));
  const members = (candidates.data?.CommitteeMembers ?? []).map((m) => ({
    value: m.EmailAddress,
    label: `${m.Name} <${m.EmailAddress}>`,
  }));
  // Approvers already on the request stay offered though they left the lists.
  for (const id of form.values.InternalApproverUserIds)
    if (!users.some((u) => u.value === id)) users.push({ value: id, label: `User ${id}` });
  for (const email of form.values.CommitteeApproverEmails)
    if (!members.some((m) => m.value === email)) members.push({ value: email, label: email });
  const count = (
    path: 'RequiredInternalApprovals' | 'RequiredCommitteeApprovals',
    label: string,
  ) => ({
    label,
    min: 0,
    allowDecimal: false,
    w: 200,
    ...form.getInputProps(path),
  });
  return (
    <Stack gap="xs">
      <Title order={6}>Approvers</Title>
      <MultiSelect
        label="Internal approvers"
        placeholder="Users"
        searchable
        data={users}
        nothingFoundMessage="No user works on this community"
        {...form.getInputProps('InternalApproverUserIds')}
      />
      <MultiSelect
        label="Committee approvers"
        placeholder="Architectural committee members"
        searchable
        data={members}
        nothingFoundMessage="No architectural committee member with an email address"
        {...form.getInputProps('CommitteeApproverEmails')}
      />
      <Group align="flex-start">
        <NumberInput {...count('RequiredInternalApprovals', 'Required internal approvals')} />
        <NumberInput {...count('RequiredCommitteeApprovals', 'Required committee approvals')} />
      </Group>
    </Stack>
  );
}

/** The facts of a request: property, code, subject, description, received day. */
export function RequestFactFields<Body>({
  form,
  communityAgentId,
  propertyName,
}: {
  form: RequestForm<ArchitecturalRequestValues, Body>;
  communityAgentId: number;
  /** The edited request's property, as it reads. */
  propertyName?: string;
}) {
  const codes = useQuery(architecturalCodeOptionsQuery(communityAgentId));
  return (
    <Stack gap="xs">
      <PropertySelect
        communityAgentId={communityAgentId}
        valueLabel={propertyName}
        value={form.values.PropertyAgentId}
        onChange={(id) => form.setFieldValue('PropertyAgentId', id)}
        error={form.errors.PropertyAgentId}
      />
      <Select
        label="Architectural code"
        required
        searchable
        data={codes.data ?? []}
        nothingFoundMessage="No architectural code"
        {...form.getInputProps('TopsCodeId')}
      />
      <TextInput
        label="Subject"
        required
        maxLength={L.Subject}
        {...form.getInputProps('Subject')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxLength={L.Description}
        {...form.getInputProps('Description')}
      />
      <DateInput label="Received" required w={180} {...fieldProps(form, 'ReceivedDate')} />
    </Stack>
  );
}
