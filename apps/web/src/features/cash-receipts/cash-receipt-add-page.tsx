import { contract } from '@hoa/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { showSuccess } from '../../app/toasts';
import { PageHeader } from '../../widgets/page-header';
import { readDraft, ReceiptFields, type ReceiptDraft } from './receipt-form';
import { newIdempotencyKey, paymentSetupQuery, receiptRoute, receiptsKey } from './receipt-queries';

const today = () => new Date().toISOString().slice(0, 10);

/** Add a manual cash receipt (48): saved accrued for editing, or posted at once. */
export function CashReceiptAddPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const setup = useQuery(paymentSetupQuery(communityAgentId));
  const [key] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | null>(null);
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

  const save = useMutation({
    mutationFn: (post: boolean) => {
      const read = readDraft(draft);
      if ('problem' in read) throw new Error(read.problem);
      return api.call(contract.cashReceipts.AddCashReceipt, {
        body: {
          CommunityAgentId: communityAgentId,
          OwnerAgentId: read.ownerAgentId,
          BankAccountId: read.bankAccountId,
          Amount: read.cents,
          EventDate: read.date,
          CheckNumber: draft.checkNumber.trim() || null,
          Reference: draft.reference.trim() || null,
          Post: post,
          IdempotencyKey: `${key}-${post ? 'post' : 'save'}`,
        },
      });
    },
    onSuccess: async (payment) => {
      await client.invalidateQueries({ queryKey: receiptsKey });
      showSuccess(
        `Cash receipt #${payment.TopsItemId} ${payment.TopsStatusId === 4 ? 'posted' : 'saved'}.`,
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
        title="Add cash receipt"
        subtitle={community.DisplayName}
        actions={
          <>
            <Button variant="default" onClick={() => submit(false)} loading={save.isPending}>
              Save
            </Button>
            <Button onClick={() => submit(true)} loading={save.isPending}>
              Save and post
            </Button>
          </>
        }
      />
      <Stack gap="sm">
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <ReceiptFields
          communityAgentId={communityAgentId}
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            setProblem(null);
          }}
        />
      </Stack>
    </>
  );
}
