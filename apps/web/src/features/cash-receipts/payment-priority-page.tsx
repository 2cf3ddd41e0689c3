import { contract, type RequestOf, type ResponseOf } from '@hoa/contract';
import { PaymentMessages, PaymentPriorityLimits } from '@hoa/domain';
import { Alert, Button, NumberInput, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { receiptsKey } from './receipt-queries';

const C = contract.cashReceipts;
type PriorityCode = ResponseOf<typeof C.GetPaymentPriorities>['Codes'][number];

/** The priority typed for each code, by its id ('' while the field is empty). */
interface PriorityValues {
  Priorities: Record<string, number | string>;
}

const inRange = (value: number | string) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= PaymentPriorityLimits.min &&
  value <= PaymentPriorityLimits.max;

/**
 * The community's payment priority: the order a payment pays the owner's charge codes (1 first;
 * within a priority the oldest charge first). The default pays assessments before late fees,
 * interest and collection costs (California Civil Code 5655).
 */
export function PaymentPriorityPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const codes = useQuery({
    queryKey: [...receiptsKey, 'priorities', communityAgentId],
    queryFn: () => api.call(C.GetPaymentPriorities, { query: { communityAgentId } }),
  });
  if (codes.isError) return <LoadError error={codes.error} />;
  if (!codes.data) return <PageLoader />;
  return <PriorityForm communityAgentId={communityAgentId} codes={codes.data.Codes} />;
}

function PriorityForm({
  communityAgentId,
  codes,
}: {
  communityAgentId: number;
  codes: readonly PriorityCode[];
}) {
  const community = useCurrentCommunity();
  const client = useQueryClient();
  const initialValues: PriorityValues = {
    Priorities: Object.fromEntries(codes.map((c) => [c.CodeID, c.Priority])),
  };
  const form = useContractForm({
    initialValues,
    schema: C.SavePaymentPriorities.body,
    // The codes whose priority changed (an empty field, refused by the rule below, reads as 0).
    toBody: (values: PriorityValues) => ({
      CommunityAgentId: communityAgentId,
      Codes: codes.flatMap((c) => {
        const typed = Number(values.Priorities[c.CodeID]);
        return typed === c.Priority ? [] : [{ CodeID: c.CodeID, Priority: typed }];
      }),
    }),
    rules: (values) =>
      Object.fromEntries(
        codes.map((c) => [
          `Priorities.${c.CodeID}`,
          inRange(values.Priorities[c.CodeID] ?? '') ? null : PaymentMessages.priorityRange,
        ]),
      ),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof C.SavePaymentPriorities>['body']) =>
      api.call(C.SavePaymentPriorities, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: receiptsKey });
      showSuccess('Payment priority saved.');
    },
  });
  return (
    <form
      noValidate
      aria-label="Payment priority"
      onSubmit={form.onSubmit((body) => save.mutate(body))}
    >
      <PageHeader
        title="Payment priority"
        subtitle={community.DisplayName}
        actions={
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        }
      />
      <Alert variant="light" mb="sm">
        A payment pays priority 1 codes first, oldest charge first; what is left over is prepaid. By
        default assessments come before late fees, interest and collection costs (California Civil
        Code 5655).
      </Alert>
      <ProblemAlert problem={formProblem(form.errors)} />
      <Table fz="sm" striped aria-label="Payment priority">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Default</Table.Th>
            <Table.Th w={140}>Priority</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((c) => (
            <Table.Tr key={c.CodeID}>
              <Table.Td>
                <Text size="sm">{`${c.CodeAlias} ${c.CodeName}`}</Text>
              </Table.Td>
              <Table.Td>{c.DefaultPriority}</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Priority of ${c.CodeAlias}`}
                  min={PaymentPriorityLimits.min}
                  max={PaymentPriorityLimits.max}
                  allowDecimal={false}
                  {...form.getInputProps(`Priorities.${c.CodeID}`)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </form>
  );
}
