import { contract, type ChargeAssignmentRow, type RequestOf, type ResponseOf } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Button, Checkbox, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { itemProps, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { chargeAssignmentQuery, chargesKey, positiveId } from './charge-queries';

const Assign = contract.charges.Assign;
type ChargeAssignmentSummary = ResponseOf<typeof contract.charges.GetChargeAssignmentSummary>;

interface AssignmentValues {
  Rows: ChargeAssignmentRow[];
}

/**
 * /charges/assignment/:agentId — the charge codes of a property (or an owner's property): which
 * are assigned, with autopay and accelerated dates (GetChargeAssignmentSummary, Assign).
 */
export function ChargeAssignmentPage() {
  const agentId = positiveId(useParams({ strict: false }).agentId) ?? 0;
  const summary = useQuery(chargeAssignmentQuery(agentId));
  if (summary.isError) return <LoadError error={summary.error} />;
  if (!summary.data) return <PageLoader />;
  return (
    <ChargeAssignmentForm key={summary.dataUpdatedAt} agentId={agentId} summary={summary.data} />
  );
}

function ChargeAssignmentForm({
  agentId,
  summary,
}: {
  agentId: number;
  summary: ChargeAssignmentSummary;
}) {
  const client = useQueryClient();
  const initialValues: AssignmentValues = { Rows: summary.Codes };
  const form = useContractForm({
    initialValues,
    schema: Assign.body,
    toBody: (values: AssignmentValues) => ({
      agentId,
      Assignments: values.Rows.filter((r) => r.IsAssigned).map((r) => ({
        TopsCodeId: r.TopsCodeId,
        IsAutoPayEnabled: r.IsAutoPayEnabled,
        AcceleratedStartDate: r.AcceleratedStartDate,
        AcceleratedEndDate: r.AcceleratedEndDate,
      })),
    }),
    rules: (values) =>
      Object.fromEntries(
        values.Rows.map((r, i) => [
          `Rows.${i}.AcceleratedEndDate`,
          r.IsAssigned &&
          r.AcceleratedStartDate &&
          r.AcceleratedEndDate &&
          r.AcceleratedEndDate < r.AcceleratedStartDate
            ? 'The accelerated end date must not be before its start date.'
            : null,
        ]),
      ),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof Assign>['body']) => api.call(Assign, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: chargesKey });
      showSuccess('Charge assignment saved.');
    },
  });
  const rows = form.values.Rows;
  return (
    <form
      noValidate
      aria-label="Charge assignment"
      onSubmit={form.onSubmit((body) => save.mutate(body))}
    >
      <PageHeader
        title="Charge assignment"
        subtitle={`Property #${String(summary.PropertyAgentId)}`}
        actions={
          <Button type="submit" loading={save.isPending}>
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
            {rows.map((r, i) => (
              <Table.Tr key={r.TopsCodeId}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Assign ${r.CodeAlias}`}
                    {...form.getInputProps(`Rows.${i}.IsAssigned`, { type: 'checkbox' })}
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
                    {...form.getInputProps(`Rows.${i}.IsAutoPayEnabled`, { type: 'checkbox' })}
                  />
                </Table.Td>
                <Table.Td>
                  <DateInput
                    size="xs"
                    disabled={!r.IsAssigned}
                    aria-label={`Accelerated start of ${r.CodeAlias}`}
                    {...itemProps(form, `Rows.${i}.AcceleratedStartDate`, r.AcceleratedStartDate)}
                  />
                </Table.Td>
                <Table.Td>
                  <DateInput
                    size="xs"
                    disabled={!r.IsAssigned}
                    aria-label={`Accelerated end of ${r.CodeAlias}`}
                    {...itemProps(form, `Rows.${i}.AcceleratedEndDate`, r.AcceleratedEndDate)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </form>
  );
}
