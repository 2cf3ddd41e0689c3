import { contract, type LateFeeSettings, type SaveLateFeeSettingsBody } from '@hoa/contract';
import {
  CodeMethods,
  formatCents,
  LateFeeExclusionDays,
  LateFeeMessages,
  lateFeeSettingsProblem,
  TxnTypeId,
} from '@hoa/domain';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { ChargeRunTypes } from '../charges';
import { PageLoader } from '../../widgets/page-loader';
import { CodeChecklist } from './code-checklist';
import {
  chargeableCodesQuery,
  lateFeeSettingsQuery,
  lateFeesInterestKey,
} from './late-fee-queries';
import { RunPanel } from './run-panel';
import { MayCall } from '../../widgets/may-call';

const methodName = (id: number | null) =>
  CodeMethods.find((m) => m.MethodId === id)?.MethodName ?? 'No method';

/** /community/:id/late-fees/apply — late fee settings, then the late fee run (41). */
export function ApplyLateFeesPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const settings = useQuery(lateFeeSettingsQuery(communityAgentId));
  const chargeable = useQuery(chargeableCodesQuery(communityAgentId));
  const error = settings.error ?? chargeable.error;
  return (
    <>
      <PageHeader
        title="Apply late fee"
        subtitle={community.DisplayName}
        actions={<ChargeRunTypes communityAgentId={communityAgentId} current={TxnTypeId.LateFee} />}
      />
      {error ? <LoadError error={error} /> : null}
      {settings.data && chargeable.data ? (
        <Stack gap="md">
          <LateFeeSettingsPanel
            key={settings.dataUpdatedAt}
            settings={settings.data}
            chargeable={chargeable.data}
          />
          <LateFeeCodesTable settings={settings.data} />
          <RunPanel
            communityAgentId={communityAgentId}
            txnTypeId={TxnTypeId.LateFee}
            codes={settings.data.LateFeeCodes}
            codesLabel="Late fee codes to charge"
            noCodeMessage={LateFeeMessages.noCode}
            settingsProblem={lateFeeSettingsProblem(settings.data)?.message ?? null}
            graceDays={settings.data.ExclusionDays}
          />
        </Stack>
      ) : error ? null : (
        <PageLoader />
      )}
    </>
  );
}

function LateFeeSettingsPanel(props: {
  settings: LateFeeSettings;
  chargeable: LateFeeSettings['LateFeeCodes'];
}) {
  const client = useQueryClient();
  const [form, setForm] = useState<SaveLateFeeSettingsBody>({
    CommunityAgentId: props.settings.CommunityAgentId,
    CodeIds: props.settings.CodeIds,
    ExclusionDays: props.settings.ExclusionDays,
    CurrentMonthOnly: props.settings.CurrentMonthOnly,
  });
  const [touched, setTouched] = useState(false);
  const problem = lateFeeSettingsProblem({
    CodeIds: form.CodeIds,
    ExclusionDays: form.ExclusionDays,
  });
  const save = useMutation({
    mutationFn: () => api.call(contract.lateFeesInterest.SaveLateFeeSettings, { body: form }),
    onSuccess: async () => {
      showSuccess('Late fee settings saved.');
      await client.invalidateQueries({ queryKey: lateFeesInterestKey });
    },
  });
  const errorOf = (field: string) => (touched && problem?.field === field ? problem.message : null);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>Settings</Title>
        <CodeChecklist
          label="Assess late fees on the unpaid balance of"
          codes={props.chargeable}
          selected={form.CodeIds}
          onChange={(CodeIds) => {
            setForm({ ...form, CodeIds });
          }}
          error={errorOf('CodeIds')}
        />
        <Group align="flex-end">
          <NumberInput
            label="Exclusion days"
            description="Charges younger than this are not late yet"
            min={LateFeeExclusionDays.Min}
            max={LateFeeExclusionDays.Max}
            clampBehavior="none"
            allowDecimal={false}
            value={form.ExclusionDays ?? ''}
            onChange={(value) => {
              setForm({ ...form, ExclusionDays: typeof value === 'number' ? value : null });
            }}
            error={errorOf('ExclusionDays')}
            w={220}
          />
          <Switch
            label="Current month only"
            checked={form.CurrentMonthOnly ?? false}
            onChange={(event) => {
              setForm({ ...form, CurrentMonthOnly: event.currentTarget.checked });
            }}
            mb={8}
          />
          <MayCall calls={contract.lateFeesInterest.SaveLateFeeSettings}>
            <Button
              variant="light"
              loading={save.isPending}
              onClick={() => {
                setTouched(true);
                if (!problem) save.mutate();
              }}
            >
              Save settings
            </Button>
          </MayCall>
        </Group>
      </Stack>
    </Paper>
  );
}

function LateFeeCodesTable({ settings }: { settings: LateFeeSettings }) {
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="xs">
        Late fee codes
      </Title>
      {settings.LateFeeCodes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {LateFeeMessages.noLateFeeCode}
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th ta="right">Flat amount</Table.Th>
              <Table.Th ta="right">Percent</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settings.LateFeeCodes.map((code) => (
              <Table.Tr key={code.TopsCodeId}>
                <Table.Td>
                  {code.CodeAlias} – {code.CodeName}
                </Table.Td>
                <Table.Td>{methodName(code.MethodId)}</Table.Td>
                <Table.Td ta="right">{formatCents(code.Amount)}</Table.Td>
                <Table.Td ta="right">{code.Rate ? `${String(Number(code.Rate))} %` : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
