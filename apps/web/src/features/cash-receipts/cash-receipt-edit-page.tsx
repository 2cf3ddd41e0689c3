import { contract } from '@hoa/contract';
import { journalAmountText, StatusId } from '@hoa/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { readDraft, ReceiptFields, type ReceiptDraft } from './receipt-form';
import { paymentSummaryQuery, positiveId, receiptRoute, receiptsKey } from './receipt-queries';

/** /owner-payments/edit/:ItemId — an accrued cash receipt: edit it, then post it. */
export function CashReceiptEditPage() {
  const itemId = positiveId(useParams({ strict: false }).ItemId);
  const summary = useQuery(paymentSummaryQuery(String(itemId)));
  if (summary.isError) return <LoadError error={summary.error} />;
  const payment = summary.data?.Payments[0];
  if (!payment) return <PageLoader />;
  return (
    <EditForm
      key={payment.TopsItemId}
      itemId={payment.TopsItemId}
      ownerLabel={`${payment.AccountNumber ?? ''} ${payment.OwnerName}`.trim()}
      isAccrued={payment.TopsStatusId === StatusId.Accrued}
      initial={{
        ownerAgentId: payment.OwnerAgentId,
        bankAccountId: payment.BankAccountId,
        amountText: journalAmountText(payment.Amount),
        eventDate: payment.EventDate,
        checkNumber: payment.CheckNumber ?? '',
        reference: payment.Reference ?? '',
      }}
    />
  );
}

function EditForm(props: {
  itemId: number;
  ownerLabel: string;
  isAccrued: boolean;
  initial: ReceiptDraft;
}) {
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const [draft, setDraft] = useState(props.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const C = contract.cashReceipts;
  const save = useMutation({
    mutationFn: async (post: boolean) => {
      const read = readDraft(draft);
      if ('problem' in read) throw new Error(read.problem);
      const saved = await api.call(C.UpdateCashReceipt, {
        body: {
          TopsItemId: props.itemId,
          BankAccountId: read.bankAccountId,
          Amount: read.cents,
          EventDate: read.date,
          CheckNumber: draft.checkNumber.trim() || null,
          Reference: draft.reference.trim() || null,
        },
      });
      if (post) await api.call(C.PostCashReceipts, { body: { ItemIds: [props.itemId] } });
      return { ...saved, TopsStatusId: post ? StatusId.Posted : saved.TopsStatusId };
    },
    onSuccess: async (payment) => {
      await client.invalidateQueries({ queryKey: receiptsKey });
      showSuccess(
        `Cash receipt #${payment.TopsItemId} ${payment.TopsStatusId === StatusId.Posted ? 'posted' : 'saved'}.`,
      );
      await go(receiptRoute(communityAgentId, payment));
    },
  });
  const submit = (post: boolean) => {
    const read = readDraft(draft);
    setProblem('problem' in read ? read.problem : null);
    if (!('problem' in read)) save.mutate(post);
  };
  return (
    <>
      <PageHeader
        title={`Cash receipt #${props.itemId}`}
        subtitle="Accrued: edit it, then post it"
        actions={
          props.isAccrued ? (
            <>
              <Button variant="default" onClick={() => submit(false)} loading={save.isPending}>
                Save
              </Button>
              <Button onClick={() => submit(true)} loading={save.isPending}>
                Save and post
              </Button>
            </>
          ) : null
        }
      />
      <Stack gap="sm">
        {props.isAccrued ? null : (
          <Alert color="yellow" variant="light">
            This cash receipt is posted; it can no longer be edited.
          </Alert>
        )}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <ReceiptFields
          communityAgentId={communityAgentId}
          draft={draft}
          onChange={setDraft}
          ownerLabel={props.ownerLabel}
        />
      </Stack>
    </>
  );
}
