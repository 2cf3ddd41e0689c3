import type { CashReceiptRow } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGo } from '../../app/navigation';
import { showSuccess } from '../../app/toasts';
import { readDraft, type ReceiptDraft } from './receipt-form';
import { receiptRoute, receiptsKey } from './receipt-queries';

type SavedReceipt = Pick<CashReceiptRow, 'TopsItemId' | 'TopsTxnTypeId' | 'TopsStatusId'>;

/** What adding and updating a receipt both send. */
export interface ReceiptFieldsBody {
  BankAccountId: number;
  Amount: number;
  EventDate: string;
  CheckNumber: string | null;
  Reference: string | null;
}

/**
 * Saving a manual cash receipt, accrued or posted: the draft is checked first (its problem is
 * shown, nothing sent), then `send` saves its fields; on success the receipts are refreshed and
 * the saved one opened.
 */
export function useReceiptSave(
  communityAgentId: number,
  draft: ReceiptDraft,
  send: (fields: ReceiptFieldsBody, post: boolean, ownerAgentId: number) => Promise<SavedReceipt>,
) {
  const go = useGo();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (post: boolean) => {
      const read = readDraft(draft);
      if ('problem' in read) throw new Error(read.problem);
      const fields = {
        BankAccountId: read.bankAccountId,
        Amount: read.cents,
        EventDate: read.date,
        CheckNumber: draft.checkNumber.trim() || null,
        Reference: draft.reference.trim() || null,
      };
      return send(fields, post, read.ownerAgentId);
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
  return { problem, setProblem, submit, pending: save.isPending };
}

/** Save (accrued) and Save and post. */
export function ReceiptSaveButtons(props: { submit: (post: boolean) => void; pending: boolean }) {
  return (
    <>
      <Button variant="default" onClick={() => props.submit(false)} loading={props.pending}>
        Save
      </Button>
      <Button onClick={() => props.submit(true)} loading={props.pending}>
        Save and post
      </Button>
    </>
  );
}
