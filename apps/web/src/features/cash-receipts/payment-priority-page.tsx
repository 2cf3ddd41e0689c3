import { contract } from '@hoa/contract';
import { PaymentPriorityLimits } from '@hoa/domain';
import { Alert, Button, NumberInput, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { receiptsKey } from './receipt-queries';

/**
 * The community's payment priority: the order a payment pays the owner's charge codes (1 first;
 * within a priority the oldest charge first). The default pays assessments before late fees,
 * interest and collection costs (California Civil Code 5655).
 */
export function PaymentPriorityPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const key = [...receiptsKey, 'priorities', communityAgentId];
  const codes = useQuery({
    queryKey: key,
    queryFn: () =>
      api.call(contract.cashReceipts.GetPaymentPriorities, { query: { communityAgentId } }),
  });
  const [edits, setEdits] = useState<Record<number, number>>({});
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.cashReceipts.SavePaymentPriorities, {
        body: {
          CommunityAgentId: communityAgentId,
          Codes: Object.entries(edits).map(([id, p]) => ({ CodeID: Number(id), Priority: p })),
        },
      }),
    onSuccess: async () => {
      setEdits({});
      await client.invalidateQueries({ queryKey: receiptsKey });
      showSuccess('Payment priority saved.');
    },
  });
  if (codes.isError) return <LoadError error={codes.error} />;
  if (!codes.data) return <PageLoader />;
  return (
    <>
      <PageHeader
        title="Payment priority"
        subtitle={community.DisplayName}
        actions={
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={Object.keys(edits).length === 0}
          >
            Save
          </Button>
        }
      />
      <Alert variant="light" mb="sm">
        A payment pays priority 1 codes first, oldest charge first; what is left over is prepaid. By
        default assessments come before late fees, interest and collection costs (California Civil
        Code 5655).
      </Alert>
      <Table fz="sm" striped aria-label="Payment priority">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Default</Table.Th>
            <Table.Th w={140}>Priority</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.data.Codes.map((c) => (
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
                  value={edits[c.CodeID] ?? c.Priority}
                  onChange={(value) =>
                    setEdits({ ...edits, [c.CodeID]: Number(value) || c.Priority })
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
