import { contract, type InterestSettings, type SaveInterestSettingsBody } from '@hoa/contract';
import {
  interestAppliesToCodeType,
  InterestLimits,
  InterestMethods,
  interestSettingsProblems,
  type InterestProblem,
} from '@hoa/domain';
import { Button, Group, NumberInput, Paper, Select, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { CodeChecklist } from './code-checklist';
import { InterestCandidatesPicker } from './interest-candidates-picker';
import { lateFeesInterestKey } from './late-fee-queries';
import { MayCall } from '../../widgets/may-call';

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

/** What interest runs charge, checked with the spec's messages before it is saved. */
export function InterestSettingsPanel({ settings }: { settings: InterestSettings }) {
  const client = useQueryClient();
  const [form, setForm] = useState<Required<SaveInterestSettingsBody>>({
    CommunityAgentId: settings.CommunityAgentId,
    Days: settings.Days,
    ExclusionDays: settings.ExclusionDays,
    Rate: settings.Rate,
    MethodId: settings.MethodId,
    AllCandidates: settings.AllCandidates,
    CodeIds: settings.CodeIds,
    PropertyIds: settings.PropertyIds,
  });
  const [problems, setProblems] = useState<InterestProblem[]>([]);
  const errorOf = (field: InterestProblem['field']) =>
    problems.find((p) => p.field === field)?.message ?? null;
  const set = (patch: Partial<typeof form>) => {
    setForm({ ...form, ...patch });
    setProblems([]);
  };
  const applies = (code: { TopsCodeTypeId: number }) =>
    interestAppliesToCodeType(form.MethodId, code.TopsCodeTypeId);
  const chargeCodes = settings.CodeGrouping.ChargeCodes.filter(applies);
  const workflowCodes = settings.CodeGrouping.WorkflowCodes.filter(applies);
  const offered = new Set([...chargeCodes, ...workflowCodes].map((c) => c.TopsCodeId));
  const save = useMutation({
    mutationFn: (body: typeof form) =>
      api.call(contract.lateFeesInterest.SaveInterestSettings, { body }),
    onSuccess: async () => {
      showSuccess('Interest settings saved.');
      await client.invalidateQueries({ queryKey: lateFeesInterestKey });
    },
  });
  function submit(): void {
    // Simple interest excludes code type 11: codes no longer offered are dropped.
    const body = { ...form, CodeIds: form.CodeIds.filter((id) => offered.has(id)) };
    const found = interestSettingsProblems(body);
    setProblems(found);
    if (found.length === 0) save.mutate(body);
  }
  const inCodes = (ids: readonly number[], codes: readonly { TopsCodeId: number }[]) =>
    ids.filter((id) => codes.some((c) => c.TopsCodeId === id));
  const others = (codes: readonly { TopsCodeId: number }[]) =>
    form.CodeIds.filter((id) => !codes.some((c) => c.TopsCodeId === id));
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>Settings</Title>
        <Group align="flex-start">
          <Select
            label="Interest method"
            placeholder="Select a method"
            data={InterestMethods.map((m) => ({ value: String(m.MethodId), label: m.MethodName }))}
            value={form.MethodId === null ? null : String(form.MethodId)}
            onChange={(value) => {
              set({ MethodId: value === null ? null : Number(value) });
            }}
            error={errorOf('MethodId')}
            w={200}
            withAsterisk
          />
          <NumberInput
            label="Days delinquent"
            min={InterestLimits.Days.Min}
            max={InterestLimits.Days.Max}
            clampBehavior="none"
            allowDecimal={false}
            value={form.Days ?? ''}
            onChange={(value) => {
              set({ Days: numberOrNull(value) });
            }}
            error={errorOf('Days')}
            w={160}
            withAsterisk
          />
          <NumberInput
            label="Annual rate (%)"
            min={0}
            max={InterestLimits.Rate.Max}
            clampBehavior="none"
            decimalScale={6}
            value={form.Rate ?? ''}
            onChange={(value) => {
              set({ Rate: numberOrNull(value) });
            }}
            error={errorOf('Rate')}
            w={160}
            withAsterisk
          />
          <NumberInput
            label="Exclusion days"
            description="Skip owners who paid within"
            min={InterestLimits.ExclusionDays.Min}
            max={InterestLimits.ExclusionDays.Max}
            clampBehavior="none"
            allowDecimal={false}
            value={form.ExclusionDays ?? ''}
            onChange={(value) => {
              set({ ExclusionDays: numberOrNull(value) });
            }}
            error={errorOf('ExclusionDays')}
            w={180}
          />
        </Group>
        <CodeChecklist
          label="Charge codes bearing interest"
          codes={chargeCodes}
          selected={inCodes(form.CodeIds, chargeCodes)}
          onChange={(ids) => {
            set({ CodeIds: [...others(chargeCodes), ...ids] });
          }}
          error={errorOf('CodeIds')}
        />
        <CodeChecklist
          label="Workflow codes bearing interest"
          codes={workflowCodes}
          selected={inCodes(form.CodeIds, workflowCodes)}
          onChange={(ids) => {
            set({ CodeIds: [...others(workflowCodes), ...ids] });
          }}
        />
        <Switch
          label="All properties"
          checked={form.AllCandidates}
          onChange={(event) => {
            set({ AllCandidates: event.currentTarget.checked });
          }}
        />
        {form.AllCandidates ? null : (
          <InterestCandidatesPicker
            communityAgentId={settings.CommunityAgentId}
            selected={form.PropertyIds}
            onChange={(PropertyIds) => {
              set({ PropertyIds });
            }}
            error={errorOf('PropertyIds')}
          />
        )}
        <Group>
          <MayCall calls={contract.lateFeesInterest.SaveInterestSettings}>
            <Button variant="light" loading={save.isPending} onClick={submit}>
              Save settings
            </Button>
          </MayCall>
        </Group>
      </Stack>
    </Paper>
  );
}
