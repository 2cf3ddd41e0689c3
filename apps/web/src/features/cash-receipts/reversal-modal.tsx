import { contract, type OwnerPayment, type RequestOf } from '@hoa/contract';
import { formatCents, formatDate, TxnTypeId, localDay, type Cents } from '@hoa/domain';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { ProblemAlert } from '../../widgets/problem-alert';
import { newIdempotencyKey, receiptRoute, receiptsKey } from './receipt-queries';
import { MoneyInput } from '../../widgets/money-input';

interface ReversalModalProps {
  payment: OwnerPayment;
  txnTypeId: number;
  onClose: () => void;
}

/** Back out a payment (66) or return it NSF (44) with an optional NSF fee. */
export function ReversalModal({ payment, txnTypeId, onClose }: ReversalModalProps) {
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const isNsf = txnTypeId === TxnTypeId.Nsf;
  const [key] = useState(newIdempotencyKey);
  const [date, setDate] = useState<string | null>(localDay(new Date()));
  const [reference, setReference] = useState('');
  const [feeCode, setFeeCode] = useState<string | null>(null);
  const [fee, setFee] = useState<Cents | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const codes = useQuery({
    queryKey: [...receiptsKey, 'priorities', communityAgentId],
    queryFn: () =>
      api.call(contract.cashReceipts.GetPaymentPriorities, { query: { communityAgentId } }),
    enabled: isNsf,
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof contract.cashReceipts.AddPaymentReversal>['body']) =>
      api.call(contract.cashReceipts.AddPaymentReversal, { body }),
    onSuccess: async (reversal) => {
      await client.invalidateQueries({ queryKey: receiptsKey });
      showSuccess(`${reversal.TxnTypeName} #${reversal.TopsItemId} saved.`);
      onClose();
      await go(receiptRoute(communityAgentId, reversal));
    },
  });
  const submit = (post: boolean) => {
    if (date === null) return setProblem('The date is required.');
    if (isNsf && feeCode !== null && (fee === null || fee <= 0)) {
      return setProblem('Enter the NSF fee amount, or clear the fee code.');
    }
    setProblem(null);
    save.mutate({
      PaymentItemId: payment.TopsItemId,
      TopsTxnTypeId: isNsf ? 44 : 66,
      EventDate: date,
      Reference: reference.trim() || null,
      NsfFeeCodeId: isNsf && feeCode ? Number(feeCode) : null,
      NsfFeeAmount: isNsf && feeCode && fee !== null ? fee : null,
      Post: post,
      IdempotencyKey: `${key}-${post ? 'post' : 'save'}`,
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={isNsf ? 'Return payment NSF' : 'Back out payment'}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          {`${payment.OwnerName}: ${formatCents(payment.Amount)} of ${formatDate(payment.EventDate)} is owed again on the codes it paid.`}
        </Text>
        <ProblemAlert problem={problem} />
        <DateInput label="Date" required value={date} onChange={setDate} />
        <TextInput
          label="Reference"
          maxLength={100}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        {isNsf ? (
          <Group grow>
            <Select
              label="NSF fee code"
              clearable
              data={(codes.data?.Codes ?? []).map((c) => ({
                value: String(c.CodeID),
                label: `${c.CodeAlias} ${c.CodeName}`,
              }))}
              value={feeCode}
              onChange={setFeeCode}
            />
            <MoneyInput label="NSF fee" value={fee} onChange={setFee} />
          </Group>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => submit(false)} loading={save.isPending}>
            Save
          </Button>
          <Button onClick={() => submit(true)} loading={save.isPending}>
            Save and post
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
