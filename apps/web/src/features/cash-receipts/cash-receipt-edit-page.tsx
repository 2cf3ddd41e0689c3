import { contract } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { ReceiptFields, type ReceiptDraft } from './receipt-form';
import { paymentSummaryQuery, positiveId } from './receipt-queries';
import { ReceiptSaveButtons, useReceiptForm } from './receipt-save';

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
        amount: payment.Amount,
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
  const C = contract.cashReceipts;
  const save = useReceiptForm(communityAgentId, props.initial, async (fields, post) => {
    const saved = await api.call(C.UpdateCashReceipt, {
      body: { TopsItemId: props.itemId, ...fields },
    });
    if (post) await api.call(C.PostCashReceipts, { body: { ItemIds: [props.itemId] } });
    return { ...saved, TopsStatusId: post ? StatusId.Posted : saved.TopsStatusId };
  });
  return (
    <>
      <PageHeader
        title={`Cash receipt #${props.itemId}`}
        subtitle="Accrued: edit it, then post it"
        actions={
          props.isAccrued ? (
            <ReceiptSaveButtons submit={save.submit} pending={save.pending} />
          ) : null
        }
      />
      <Stack gap="sm">
        {props.isAccrued ? null : (
          <Alert color="yellow" variant="light">
            This cash receipt is posted; it can no longer be edited.
          </Alert>
        )}
        <ProblemAlert problem={save.problem} />
        <ReceiptFields
          communityAgentId={communityAgentId}
          form={save.form}
          ownerLabel={props.ownerLabel}
        />
      </Stack>
    </>
  );
}
