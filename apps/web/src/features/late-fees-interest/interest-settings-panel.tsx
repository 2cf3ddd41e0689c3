import { contract, type InterestSettings, type RequestOf } from '@hoa/contract';
import {
  interestAppliesToCodeType,
  InterestLimits,
  InterestMethods,
  interestSettingsProblems,
} from '@hoa/domain';
import { Group, NumberInput, Paper, Select, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { CodeChecklist } from './code-checklist';
import { InterestCandidatesPicker } from './interest-candidates-picker';
import { lateFeesInterestKey } from './late-fee-queries';

type SaveBody = RequestOf<typeof contract.lateFeesInterest.SaveInterestSettings>['body'];

interface InterestValues {
  MethodId: string | null;
  /** What NumberInput holds: a number, or '' while empty. */
  Days: number | string;
  Rate: number | string;
  ExclusionDays: number | string;
  AllCandidates: boolean;
  CodeIds: number[];
  PropertyIds: number[];
}

const numberOrNull = (value: number | string) => (typeof value === 'number' ? value : null);
const methodOptions = InterestMethods.map((m) => ({
  value: String(m.MethodId),
  label: m.MethodName,
}));

/** What interest runs charge, checked with the spec's messages before it is saved. */
export function InterestSettingsPanel({ settings }: { settings: InterestSettings }) {
  const client = useQueryClient();
  const initialValues: InterestValues = {
    MethodId: settings.MethodId === null ? null : String(settings.MethodId),
    Days: settings.Days,
    Rate: settings.Rate,
    ExclusionDays: settings.ExclusionDays,
    AllCandidates: settings.AllCandidates,
    CodeIds: settings.CodeIds,
    PropertyIds: settings.PropertyIds,
  };
  const codesOffered = (methodId: number | null) => {
    const applies = (code: { TopsCodeTypeId: number }) =>
      interestAppliesToCodeType(methodId, code.TopsCodeTypeId);
    return {
      charge: settings.CodeGrouping.ChargeCodes.filter(applies),
      workflow: settings.CodeGrouping.WorkflowCodes.filter(applies),
    };
  };
  const toBody = (values: InterestValues) => {
    const methodId = values.MethodId === null ? null : Number(values.MethodId);
    const { charge, workflow } = codesOffered(methodId);
    const offered = new Set([...charge, ...workflow].map((c) => c.TopsCodeId));
    return {
      CommunityAgentId: settings.CommunityAgentId,
      Days: numberOrNull(values.Days),
      ExclusionDays: numberOrNull(values.ExclusionDays),
      Rate: numberOrNull(values.Rate),
      MethodId: methodId,
      AllCandidates: values.AllCandidates,
      // Simple interest excludes code type 11: codes no longer offered are dropped.
      CodeIds: values.CodeIds.filter((id) => offered.has(id)),
      PropertyIds: values.PropertyIds,
    };
  };
  const form = useContractForm({
    initialValues,
    schema: contract.lateFeesInterest.SaveInterestSettings.body,
    toBody,
    rules: (values: InterestValues) => {
      const errors: Record<string, string> = {};
      for (const problem of interestSettingsProblems(toBody(values)))
        errors[problem.field] ??= problem.message;
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) =>
      api.call(contract.lateFeesInterest.SaveInterestSettings, { body }),
    onSuccess: async () => {
      showSuccess('Interest settings saved.');
      await client.invalidateQueries({ queryKey: lateFeesInterestKey });
    },
  });
  const { values } = form;
  const { charge, workflow } = codesOffered(
    values.MethodId === null ? null : Number(values.MethodId),
  );
  const inCodes = (codes: readonly { TopsCodeId: number }[]) =>
    values.CodeIds.filter((id) => codes.some((c) => c.TopsCodeId === id));
  const others = (codes: readonly { TopsCodeId: number }[]) =>
    values.CodeIds.filter((id) => !codes.some((c) => c.TopsCodeId === id));
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-label="Interest settings"
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
      >
        <Stack gap="sm">
          <Title order={4}>Settings</Title>
          <Group align="flex-start">
            <Select
              label="Interest method"
              placeholder="Select a method"
              data={methodOptions}
              w={200}
              withAsterisk
              {...form.getInputProps('MethodId')}
            />
            <NumberInput
              label="Days delinquent"
              min={InterestLimits.Days.Min}
              max={InterestLimits.Days.Max}
              clampBehavior="none"
              allowDecimal={false}
              w={160}
              withAsterisk
              {...form.getInputProps('Days')}
            />
            <NumberInput
              label="Annual rate (%)"
              min={0}
              max={InterestLimits.Rate.Max}
              clampBehavior="none"
              decimalScale={6}
              w={160}
              withAsterisk
              {...form.getInputProps('Rate')}
            />
            <NumberInput
              label="Exclusion days"
              description="Skip owners who paid within"
              min={InterestLimits.ExclusionDays.Min}
              max={InterestLimits.ExclusionDays.Max}
              clampBehavior="none"
              allowDecimal={false}
              w={180}
              {...form.getInputProps('ExclusionDays')}
            />
          </Group>
          <CodeChecklist
            label="Charge codes bearing interest"
            codes={charge}
            selected={inCodes(charge)}
            onChange={(ids) => {
              form.setFieldValue('CodeIds', [...others(charge), ...ids]);
            }}
            error={form.errors.CodeIds}
          />
          <CodeChecklist
            label="Workflow codes bearing interest"
            codes={workflow}
            selected={inCodes(workflow)}
            onChange={(ids) => {
              form.setFieldValue('CodeIds', [...others(workflow), ...ids]);
            }}
          />
          <Switch
            label="All properties"
            {...form.getInputProps('AllCandidates', { type: 'checkbox' })}
          />
          {values.AllCandidates ? null : (
            <InterestCandidatesPicker
              communityAgentId={settings.CommunityAgentId}
              selected={values.PropertyIds}
              onChange={(ids) => {
                form.setFieldValue('PropertyIds', ids);
              }}
              error={form.errors.PropertyIds}
            />
          )}
          <ProblemAlert problem={formProblem(form.errors)} />
          <MayCall calls={contract.lateFeesInterest.SaveInterestSettings}>
            <FormActions onCancel={form.reset} saving={save.isPending} label="Save settings" />
          </MayCall>
        </Stack>
      </form>
    </Paper>
  );
}
