import { contract, type ReconciliationSummary, type RequestOf } from '@hoa/contract';
import type { Cents, IsoDate } from '@hoa/domain';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { MayCall } from '../../widgets/may-call';
import { MoneyInput } from '../../widgets/money-input';
import { reconKey, scopeBody, type ReconScope } from './recon-queries';

const SaveReconciliation = contract.bankReconciliation.SaveReconciliation;

interface StatementValues {
  StatementDate: IsoDate | null;
  StatementEndingBalance: Cents | null;
}

/** The bank statement's date and ending balance the reconciliation works to, saved here. */
export function StatementForm({
  scope,
  saved,
  finished,
}: {
  scope: ReconScope;
  saved: ReconciliationSummary['Reconciliation'];
  finished: boolean;
}) {
  const client = useQueryClient();
  const initialValues: StatementValues = {
    StatementDate: saved.StatementDate,
    StatementEndingBalance: saved.StatementEndingBalance,
  };
  const form = useContractForm({
    initialValues,
    schema: SaveReconciliation.body,
    toBody: (values: StatementValues) => ({
      BankAccountId: scope.bankAccountId,
      ...values,
      ...scopeBody(scope),
    }),
    rules: (values) => ({
      StatementDate: values.StatementDate === null ? 'Enter the statement date.' : null,
      StatementEndingBalance:
        values.StatementEndingBalance === null ? 'Enter the statement ending balance.' : null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof SaveReconciliation>['body']) =>
      api.call(SaveReconciliation, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reconKey });
      showSuccess('Statement saved.');
    },
  });
  return (
    <form noValidate aria-label="Statement" onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Group align="flex-start">
        <DateInput
          label="Statement date"
          disabled={finished}
          {...fieldProps(form, 'StatementDate')}
          onKeyDown={(event) => {
            // Enter settles the date; the statement is saved with its balance, by the button.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <MoneyInput
          label="Statement ending balance"
          allowNegative
          disabled={finished}
          {...fieldProps(form, 'StatementEndingBalance')}
        />
        <MayCall calls={SaveReconciliation}>
          <Button type="submit" mt={25} disabled={finished} loading={save.isPending}>
            Save statement
          </Button>
        </MayCall>
      </Group>
    </form>
  );
}
