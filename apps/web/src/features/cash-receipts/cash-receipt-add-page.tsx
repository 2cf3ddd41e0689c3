import { contract } from '@hoa/contract';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { ReceiptFields, type ReceiptDraft } from './receipt-form';
import { newIdempotencyKey, paymentSetupQuery } from './receipt-queries';
import { ReceiptSaveButtons, useReceiptSave } from './receipt-save';

const today = () => new Date().toISOString().slice(0, 10);

/** Add a manual cash receipt (48): saved accrued for editing, or posted at once. */
export function CashReceiptAddPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const setup = useQuery(paymentSetupQuery(communityAgentId));
  const [key] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState<ReceiptDraft>({
    ownerAgentId: null,
    bankAccountId: null,
    amountText: '',
    eventDate: today(),
    checkNumber: '',
    reference: '',
  });
  const primary = setup.data?.BankAccounts[0]?.BankAccountId ?? null;
  useEffect(() => {
    if (primary !== null)
      setDraft((d) => (d.bankAccountId === null ? { ...d, bankAccountId: primary } : d));
  }, [primary]);

  const save = useReceiptSave(communityAgentId, draft, (fields, post, ownerAgentId) =>
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
  return (
    <>
      <PageHeader
        title="Add cash receipt"
        subtitle={community.DisplayName}
        actions={<ReceiptSaveButtons submit={save.submit} pending={save.pending} />}
      />
      <Stack gap="sm">
        <ProblemAlert problem={save.problem} />
        <ReceiptFields
          communityAgentId={communityAgentId}
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            save.setProblem(null);
          }}
        />
      </Stack>
    </>
  );
}
