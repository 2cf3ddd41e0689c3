import { contract, type CashReceiptRow } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGo } from '../../app/navigation';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { draftProblems, type ReceiptDraft } from './receipt-form';
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

const C = contract.cashReceipts;
/** The fields both adding and updating a receipt send, as the contract checks them. */
const receiptFieldsSchema = C.UpdateCashReceipt.body.omit({ TopsItemId: true });

/**
 * A manual cash receipt's form, accrued or posted: the draft is checked first (each missing
 * field's message under it, then the contract's rules; nothing sent), then `send` saves its
 * fields; on success the receipts are refreshed and the saved one opened.
 */
export function useReceiptForm(
  communityAgentId: number,
  initial: ReceiptDraft,
  send: (fields: ReceiptFieldsBody, post: boolean, ownerAgentId: number) => Promise<SavedReceipt>,
) {
  const go = useGo();
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: initial,
    schema: receiptFieldsSchema,
    toBody: (draft: ReceiptDraft) => ({
      BankAccountId: draft.bankAccountId,
      Amount: draft.amount,
      EventDate: draft.eventDate,
      CheckNumber: draft.checkNumber.trim() || null,
      Reference: draft.reference.trim() || null,
    }),
    fieldOf: {
      BankAccountId: 'bankAccountId',
      Amount: 'amount',
      EventDate: 'eventDate',
      CheckNumber: 'checkNumber',
      Reference: 'reference',
    },
    rules: draftProblems,
  });
  const save = useMutation({
    mutationFn: (payment: { fields: ReceiptFieldsBody; post: boolean; ownerAgentId: number }) =>
      send(payment.fields, payment.post, payment.ownerAgentId),
    onSuccess: async (payment) => {
      await client.invalidateQueries({ queryKey: receiptsKey });
      showSuccess(
        `Cash receipt #${payment.TopsItemId} ${payment.TopsStatusId === StatusId.Posted ? 'posted' : 'saved'}.`,
      );
      await go(receiptRoute(communityAgentId, payment));
    },
  });
  const submit = (post: boolean) => {
    form.onSubmit((fields) => {
      const ownerAgentId = form.values.ownerAgentId;
      if (ownerAgentId !== null) save.mutate({ fields, post, ownerAgentId });
    })();
  };
  return { form, problem: formProblem(form.errors), submit, pending: save.isPending };
}

export type ReceiptForm = ReturnType<typeof useReceiptForm>['form'];

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
