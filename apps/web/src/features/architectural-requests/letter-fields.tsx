import { ArchitecturalApprovalTypes, ArchitecturalRequestLimits as L } from '@hoa/domain';
import { Select, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { arcLetterOptionsQuery, arcSettingsQuery } from './architectural-requests-queries';

export const LetterMessages = {
  reasonsRequired: 'Enter the reasons for the disapproval.',
  procedureRequired: 'Enter the reconsideration procedure: a disapproval letter needs it.',
} as const;

/** The letter's text and template. */
export interface LetterValues {
  ApprovalTypeId: string;
  Details: string;
  ReconsiderationProcedure: string;
  AgentTemplateId: string | null;
}

export const idOf = (value: string | null) => (value === null ? null : Number(value));
export const isDisapproval = (values: LetterValues) => values.ApprovalTypeId === '3';

export const letterRules = (values: LetterValues) =>
  isDisapproval(values)
    ? {
        Details: values.Details.trim() === '' ? LetterMessages.reasonsRequired : null,
        ReconsiderationProcedure:
          values.ReconsiderationProcedure.trim() === '' ? LetterMessages.procedureRequired : null,
      }
    : {};

/** The approval type (when it may be chosen), details or reasons, procedure and template. */
export function LetterFields<Values extends LetterValues, Body>({
  form,
  communityAgentId,
  types,
}: {
  form: UseFormReturnType<Values, (values: Values) => Body>;
  communityAgentId: number;
  types: readonly number[];
}) {
  const letters = useQuery(arcLetterOptionsQuery(communityAgentId));
  const disapproving = isDisapproval(form.values);
  return (
    <Stack gap="xs">
      {types.length > 1 ? (
        <Select
          label="Approval type"
          required
          allowDeselect={false}
          data={ArchitecturalApprovalTypes.filter((t) => types.includes(t.ApprovalTypeId)).map(
            (t) => ({ value: String(t.ApprovalTypeId), label: t.ApprovalTypeName }),
          )}
          {...form.getInputProps('ApprovalTypeId')}
        />
      ) : null}
      <Textarea
        label={disapproving ? 'Reasons for the disapproval' : 'Conditions'}
        description={disapproving ? undefined : 'Printed on the letter (with conditions)'}
        required={disapproving}
        autosize
        minRows={3}
        maxLength={L.Details}
        {...form.getInputProps('Details')}
      />
      {disapproving ? (
        <Textarea
          label="Reconsideration procedure"
          required
          autosize
          minRows={3}
          maxLength={L.ReconsiderationProcedure}
          {...form.getInputProps('ReconsiderationProcedure')}
        />
      ) : null}
      <Select
        label="Letter"
        placeholder="The community's default letter"
        clearable
        data={letters.data ?? []}
        {...form.getInputProps('AgentTemplateId')}
      />
    </Stack>
  );
}

/** The community's reconsideration procedure, once its settings are read. */
export function useDefaultProcedure(communityAgentId: number): string | null {
  const settings = useQuery(arcSettingsQuery(communityAgentId));
  return settings.data ? settings.data.ReconsiderationProcedure : null;
}

/** Approve or Disapprove as an internal approver (the button's vote), with the letter's text. */
