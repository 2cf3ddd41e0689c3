import { contract } from '@hoa/contract';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { localDay } from '@hoa/domain';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { ReceiptFields, type ReceiptDraft } from './receipt-form';
import { newIdempotencyKey, paymentSetupQuery } from './receipt-queries';
import { ReceiptSaveButtons, useReceiptForm } from './receipt-save';

const blankReceipt = (): ReceiptDraft => ({
  ownerAgentId: null,
  bankAccountId: null,
  amount: null,
  eventDate: localDay(new Date()),
  checkNumber: '',
  reference: '',
});

/** Add a manual cash receipt (48): saved accrued for editing, or posted at once. */
export function CashReceiptAddPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const setup = useQuery(paymentSetupQuery(communityAgentId));
  const [key] = useState(newIdempotencyKey);
  const save = useReceiptForm(communityAgentId, blankReceipt(), (fields, post, ownerAgentId) =>
    api.call(contract.cashReceipts.AddCashReceipt, {
      body: {
        CommunityAgentId: communityAgentId,
        OwnerAgentId: ownerAgentId,
        ...fields,
        Post: post,
        IdempotencyKey: `${key}-${post ? 'post' : 'save'}`,
      },
    }),
  );
  // The community's first bank account is proposed once its setup is known.
  const primary = setup.data?.BankAccounts[0]?.BankAccountId ?? null;
  const formRef = useRef(save.form);
  formRef.current = save.form;
  useEffect(() => {
    const form = formRef.current;
    if (primary !== null && form.values.bankAccountId === null) {
      form.setFieldValue('bankAccountId', primary);
    }
  }, [primary]);
  return (
    <>
      <PageHeader
        title="Add cash receipt"
        subtitle={community.DisplayName}
        actions={<ReceiptSaveButtons submit={save.submit} pending={save.pending} />}
      />
      <Stack gap="sm">
        <ProblemAlert problem={save.problem} />
        <ReceiptFields communityAgentId={communityAgentId} form={save.form} />
      </Stack>
    </>
  );
}
