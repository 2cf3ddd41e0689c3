import { contract, type ChargeAssignmentRow } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Button, Checkbox, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { chargeAssignmentQuery, chargesKey, positiveId } from './charge-queries';

/**
 * /charges/assignment/:agentId — the charge codes of a property (or an owner's property): which
 * are assigned, with autopay and accelerated dates (GetChargeAssignmentSummary, Assign).
 */
export function ChargeAssignmentPage() {
  const agentId = positiveId(useParams({ strict: false }).agentId) ?? 0;
  const client = useQueryClient();
  const summary = useQuery(chargeAssignmentQuery(agentId));
  const [rows, setRows] = useState<ChargeAssignmentRow[]>([]);
  useEffect(() => {
    setRows(summary.data?.Codes ?? []);
  }, [summary.data]);
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.charges.Assign, {
        body: {
          agentId,
          Assignments: rows
            .filter((r) => r.IsAssigned)
            .map((r) => ({
              TopsCodeId: r.TopsCodeId,
              IsAutoPayEnabled: r.IsAutoPayEnabled,
              AcceleratedStartDate: r.AcceleratedStartDate,
              AcceleratedEndDate: r.AcceleratedEndDate,
            })),
        },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: chargesKey });
      showSuccess('Charge assignment saved.');
    },
  });
  const change = (codeId: number, patch: Partial<ChargeAssignmentRow>) => {
    setRows((current) => current.map((r) => (r.TopsCodeId === codeId ? { ...r, ...patch } : r)));
  };
  if (summary.isError) return <LoadError error={summary.error} />;
  if (!summary.data) return <PageLoader />;
  return (
    <>
      <PageHeader
        title="Charge assignment"
        subtitle={`Property #${String(summary.data.PropertyAgentId)}`}
        actions={
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            Save
          </Button>
        }
      />
      <Stack>
        <Table striped verticalSpacing={4} fz="sm" aria-label="Charge codes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Assigned</Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Frequency</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Autopay</Table.Th>
              <Table.Th>Accelerated start</Table.Th>
              <Table.Th>Accelerated end</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.TopsCodeId}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Assign ${r.CodeAlias}`}
                    checked={r.IsAssigned}
                    onChange={(e) => {
                      change(r.TopsCodeId, { IsAssigned: e.currentTarget.checked });
                    }}
                  />
                </Table.Td>
                <Table.Td fw={600}>{r.CodeAlias}</Table.Td>
                <Table.Td>{r.CodeName}</Table.Td>
                <Table.Td>{r.FrequencyName ?? '—'}</Table.Td>
                <Table.Td ta="right">{formatCents(r.Amount)}</Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`Autopay ${r.CodeAlias}`}
                    disabled={!r.IsAssigned}
                    checked={r.IsAutoPayEnabled}
                    onChange={(e) => {
                      change(r.TopsCodeId, { IsAutoPayEnabled: e.currentTarget.checked });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <DateInput
                    size="xs"
                    disabled={!r.IsAssigned}
                    value={r.AcceleratedStartDate}
                    onChange={(value) => {
                      change(r.TopsCodeId, { AcceleratedStartDate: value });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <DateInput
                    size="xs"
                    disabled={!r.IsAssigned}
                    value={r.AcceleratedEndDate}
                    onChange={(value) => {
                      change(r.TopsCodeId, { AcceleratedEndDate: value });
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </>
  );
}
