import { contract, type LateFeeSettings, type RequestOf } from '@hoa/contract';
import { LateFeeExclusionDays, lateFeeSettingsProblem } from '@hoa/domain';
import { Group, NumberInput, Paper, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { CodeChecklist } from './code-checklist';
import { lateFeesInterestKey } from './late-fee-queries';

type SaveBody = RequestOf<typeof contract.lateFeesInterest.SaveLateFeeSettings>['body'];

interface LateFeeValues {
  CodeIds: number[];
  /** What NumberInput holds: a number, or '' while empty. */
  ExclusionDays: number | string;
  CurrentMonthOnly: boolean;
}

const daysOf = (value: number | string) => (typeof value === 'number' ? value : null);

/** What a late fee run charges on, checked with the spec's messages before it is saved. */
export function LateFeeSettingsPanel(props: {
  settings: LateFeeSettings;
  chargeable: LateFeeSettings['LateFeeCodes'];
}) {
  const client = useQueryClient();
  const initialValues: LateFeeValues = {
    CodeIds: props.settings.CodeIds,
    ExclusionDays: props.settings.ExclusionDays,
    CurrentMonthOnly: props.settings.CurrentMonthOnly,
  };
  const form = useContractForm({
    initialValues,
    schema: contract.lateFeesInterest.SaveLateFeeSettings.body,
    toBody: (values: LateFeeValues) => ({
      CommunityAgentId: props.settings.CommunityAgentId,
      CodeIds: values.CodeIds,
      ExclusionDays: daysOf(values.ExclusionDays),
      CurrentMonthOnly: values.CurrentMonthOnly,
    }),
    rules: (values: LateFeeValues) => {
      const problem = lateFeeSettingsProblem({
        CodeIds: values.CodeIds,
        ExclusionDays: daysOf(values.ExclusionDays),
      });
      return problem ? { [problem.field]: problem.message } : {};
    },
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) =>
      api.call(contract.lateFeesInterest.SaveLateFeeSettings, { body }),
    onSuccess: async () => {
      showSuccess('Late fee settings saved.');
      await client.invalidateQueries({ queryKey: lateFeesInterestKey });
    },
  });
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-label="Late fee settings"
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
      >
        <Stack gap="sm">
          <Title order={4}>Settings</Title>
          <CodeChecklist
            label="Assess late fees on the unpaid balance of"
            codes={props.chargeable}
            selected={form.values.CodeIds}
            onChange={(ids) => {
              form.setFieldValue('CodeIds', ids);
            }}
            error={form.errors.CodeIds}
          />
          <Group align="flex-end">
            <NumberInput
              label="Exclusion days"
              description="Charges younger than this are not late yet"
              min={LateFeeExclusionDays.Min}
              max={LateFeeExclusionDays.Max}
              clampBehavior="none"
              allowDecimal={false}
              w={220}
              {...form.getInputProps('ExclusionDays')}
            />
            <Switch
              label="Current month only"
              mb={8}
              {...form.getInputProps('CurrentMonthOnly', { type: 'checkbox' })}
            />
          </Group>
          <ProblemAlert problem={formProblem(form.errors)} />
          <MayCall calls={contract.lateFeesInterest.SaveLateFeeSettings}>
            <FormActions onCancel={form.reset} saving={save.isPending} label="Save settings" />
          </MayCall>
        </Stack>
      </form>
    </Paper>
  );
}
