import { contract, type OwnerPayment, type RequestOf } from '@hoa/contract';
import {
  formatCents,
  formatDate,
  TxnTypeId,
  localDay,
  type Cents,
  type IsoDate,
} from '@hoa/domain';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { ProblemAlert } from '../../widgets/problem-alert';
import { newIdempotencyKey, receiptRoute, receiptsKey } from './receipt-queries';
import { MoneyInput } from '../../widgets/money-input';

interface ReversalModalProps {
  payment: OwnerPayment;
  txnTypeId: number;
  onClose: () => void;
}

interface ReversalValues {
  EventDate: IsoDate | null;
  Reference: string;
  NsfFeeCodeId: string | null;
  NsfFeeAmount: Cents | null;
  /** Which button sent it: Save (accrued) or Save and post. */
  Post: boolean;
}

/** Back out a payment (66) or return it NSF (44) with an optional NSF fee. */
export function ReversalModal({ payment, txnTypeId, onClose }: ReversalModalProps) {
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const isNsf = txnTypeId === TxnTypeId.Nsf;
  const [key] = useState(newIdempotencyKey);
  const initialValues: ReversalValues = {
    EventDate: localDay(new Date()),
    Reference: '',
    NsfFeeCodeId: null,
    NsfFeeAmount: null,
    Post: false,
  };
  const form = useContractForm({
    initialValues,
    schema: contract.cashReceipts.AddPaymentReversal.body,
    toBody: (values: ReversalValues) => ({
      PaymentItemId: payment.TopsItemId,
      TopsTxnTypeId: isNsf ? 44 : 66,
      EventDate: values.EventDate,
      Reference: values.Reference.trim() || null,
      NsfFeeCodeId: isNsf && values.NsfFeeCodeId ? Number(values.NsfFeeCodeId) : null,
      NsfFeeAmount: isNsf && values.NsfFeeCodeId ? values.NsfFeeAmount : null,
      Post: values.Post,
      IdempotencyKey: `${key}-${values.Post ? 'post' : 'save'}`,
    }),
    rules: (values) => ({
      EventDate: values.EventDate === null ? 'The date is required.' : null,
      NsfFeeAmount:
        isNsf &&
        values.NsfFeeCodeId !== null &&
        (values.NsfFeeAmount === null || values.NsfFeeAmount <= 0)
          ? 'Enter the NSF fee amount, or clear the fee code.'
          : null,
    }),
  });
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
    form.setFieldValue('Post', post);
    form.onSubmit((body) => {
      save.mutate(body);
    })();
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
        <ProblemAlert problem={formProblem(form.errors)} />
        <DateInput label="Date" required {...fieldProps(form, 'EventDate')} />
        <TextInput label="Reference" maxLength={100} {...form.getInputProps('Reference')} />
        {isNsf ? (
          <Group grow>
            <Select
              label="NSF fee code"
              clearable
              data={(codes.data?.Codes ?? []).map((c) => ({
                value: String(c.CodeID),
                label: `${c.CodeAlias} ${c.CodeName}`,
              }))}
              {...form.getInputProps('NsfFeeCodeId')}
            />
            <MoneyInput label="NSF fee" {...fieldProps(form, 'NsfFeeAmount')} />
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
