import { contract, type ArchitecturalSettings, type RequestOf } from '@hoa/contract';
import { architecturalSettingsProblems, ArchitecturalSettingsLimits as L } from '@hoa/domain';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { wholeNumberOf, wholeNumberProblem } from '../../widgets/whole-number';
import { refreshArchitectural } from './architectural-queries';

const S = contract.architecturalSettings;
type SaveBody = RequestOf<typeof S.Save>['body'];

interface SettingsValues {
  ResponseDeadlineDays: number | string;
  RequiredInternalApprovals: number | string;
  RequiredCommitteeApprovals: number | string;
  IsCommitteeApprovalRequired: boolean;
  ApprovalTemplateId: string | null;
  DisapprovalTemplateId: string | null;
  ReconsiderationProcedure: string;
}

const idOf = (value: string | null) => (value === null ? null : Number(value));
const textOf = (id: number | null) => (id === null ? null : String(id));

/**
 * The community's architectural settings (ArchitecturalSettings/Save): the response deadline, the
 * internal and committee approvals a request needs, and the default approval and disapproval
 * letters, checked by the domain's rules as the server checks them.
 */
export function ArchitecturalSettingsForm({
  settings,
  letters,
}: {
  settings: ArchitecturalSettings;
  letters: readonly { TopsTemplateId: number; Name: string; IsSystem: boolean }[];
}) {
  const client = useQueryClient();
  const toBody = (values: SettingsValues) => ({
    CommunityAgentId: settings.CommunityAgentId,
    ResponseDeadlineDays: wholeNumberOf(values.ResponseDeadlineDays),
    RequiredInternalApprovals: wholeNumberOf(values.RequiredInternalApprovals),
    RequiredCommitteeApprovals: wholeNumberOf(values.RequiredCommitteeApprovals),
    IsCommitteeApprovalRequired: values.IsCommitteeApprovalRequired,
    ApprovalTemplateId: idOf(values.ApprovalTemplateId),
    DisapprovalTemplateId: idOf(values.DisapprovalTemplateId),
    ReconsiderationProcedure: values.ReconsiderationProcedure,
  });
  const form = useContractForm({
    initialValues: {
      ResponseDeadlineDays: settings.ResponseDeadlineDays,
      RequiredInternalApprovals: settings.RequiredInternalApprovals,
      RequiredCommitteeApprovals: settings.RequiredCommitteeApprovals,
      IsCommitteeApprovalRequired: settings.IsCommitteeApprovalRequired,
      ApprovalTemplateId: textOf(settings.ApprovalTemplateId),
      DisapprovalTemplateId: textOf(settings.DisapprovalTemplateId),
      ReconsiderationProcedure: settings.ReconsiderationProcedure,
    } satisfies SettingsValues,
    schema: S.Save.body,
    toBody,
    rules: (values: SettingsValues) => {
      const errors: Record<string, string | null> = {
        ResponseDeadlineDays: wholeNumberProblem(values.ResponseDeadlineDays, {
          min: L.MinDeadlineDays,
          max: L.MaxDeadlineDays,
        }),
        RequiredInternalApprovals: wholeNumberProblem(values.RequiredInternalApprovals, {
          min: 0,
          max: L.MaxInternalApprovals,
        }),
        RequiredCommitteeApprovals: wholeNumberProblem(values.RequiredCommitteeApprovals, {
          min: 0,
          max: 999,
        }),
      };
      const problems = architecturalSettingsProblems(
        {
          ResponseDeadlineDays: wholeNumberOf(values.ResponseDeadlineDays) ?? 0,
          RequiredInternalApprovals: wholeNumberOf(values.RequiredInternalApprovals) ?? 0,
          RequiredCommitteeApprovals: wholeNumberOf(values.RequiredCommitteeApprovals) ?? 0,
          IsCommitteeApprovalRequired: values.IsCommitteeApprovalRequired,
          ApprovalTemplateId: null,
          DisapprovalTemplateId: null,
        },
        settings.CommitteeMemberCount,
      );
      for (const problem of problems) errors[problem.field] ??= problem.message;
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(S.Save, { body }),
    onSuccess: async () => {
      await refreshArchitectural(client);
      showSuccess('Architectural settings were saved.');
    },
  });
  const letterOptions = letters.map((t) => ({
    value: String(t.TopsTemplateId),
    label: t.IsSystem ? `${t.Name} (system)` : t.Name,
  }));
  const count = (path: keyof SettingsValues, label: string, description?: string) => ({
    label,
    description,
    min: 0,
    allowDecimal: false,
    w: 220,
    ...form.getInputProps(path),
  });
  return (
    <Paper withBorder p="sm">
      <Title order={4} mb="xs">
        Requests
      </Title>
      <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
        <Stack gap="sm">
          <Group align="flex-start">
            <NumberInput
              {...count(
                'ResponseDeadlineDays',
                'Response deadline (days)',
                `${String(L.MinDeadlineDays)} to ${String(L.MaxDeadlineDays)} days after receipt`,
              )}
            />
            <NumberInput {...count('RequiredInternalApprovals', 'Required internal approvals')} />
            <NumberInput
              {...count(
                'RequiredCommitteeApprovals',
                'Required committee approvals',
                `The architectural committee has ${String(settings.CommitteeMemberCount)} member(s)`,
              )}
            />
          </Group>
          <Checkbox
            label="Committee approval needed"
            {...form.getInputProps('IsCommitteeApprovalRequired', { type: 'checkbox' })}
          />
          <Group align="flex-start">
            <Select
              label="Default approval letter"
              clearable
              placeholder="No letter"
              w={280}
              data={letterOptions}
              {...form.getInputProps('ApprovalTemplateId')}
            />
            <Select
              label="Default disapproval letter"
              clearable
              placeholder="No letter"
              w={280}
              data={letterOptions}
              {...form.getInputProps('DisapprovalTemplateId')}
            />
          </Group>
          <Textarea
            label="Reconsideration procedure"
            description="How an owner asks for reconsideration: the default text of a disapproval letter"
            autosize
            minRows={3}
            maw={800}
            {...form.getInputProps('ReconsiderationProcedure')}
          />
          <ProblemAlert problem={formProblem(form.errors)} />
          <MayCall calls={S.Save}>
            <Group>
              <Button type="submit" size="xs" loading={save.isPending}>
                Save settings
              </Button>
            </Group>
          </MayCall>
        </Stack>
      </form>
    </Paper>
  );
}
