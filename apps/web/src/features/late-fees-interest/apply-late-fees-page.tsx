import { type LateFeeSettings } from '@hoa/contract';
import {
  CodeMethods,
  formatCents,
  LateFeeMessages,
  lateFeeSettingsProblem,
  TxnTypeId,
} from '@hoa/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { ChargeRunTypes } from '../charges';
import { PageLoader } from '../../widgets/page-loader';
import { chargeableCodesQuery, lateFeeSettingsQuery } from './late-fee-queries';
import { LateFeeSettingsPanel } from './late-fee-settings-panel';
import { RunPanel } from './run-panel';

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
