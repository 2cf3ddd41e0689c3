import { contract, type RequestOf, type ResponseOf } from '@hoa/contract';
import { formatCents, formatDate, R19AmountLimitCents, type IsoDate } from '@hoa/domain';
import { Button, Group, Paper, Select } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '../../app/api';
import { showSuccess, showWarning } from '../../app/toasts';
import { fieldProps, type useContractForm } from '../../widgets/contract-form';
import {
  EffectiveDateInput,
  effectiveDateRule,
  proposedEffectiveDate,
  refusedEffectiveDate,
} from '../../widgets/effective-date-input';
import { MayCall } from '../../widgets/may-call';
import { directDebitKey } from './direct-debit-queries';
import { bankAccountOptions } from '../cash-receipts';

type RunBody = RequestOf<typeof contract.directDebit.CreateRun>['body'];
type BankAccount = ResponseOf<typeof contract.cashReceipts.GetPaymentSetup>['BankAccounts'][number];

interface RunValues {
  BankAccountId: string | null;
  EffectiveDate: IsoDate | null;
}

/**
 * The `useContractForm` options of the NACHA file to write: the community's bank account (the
 * primary one to start with) and the effective entry date.
 */
export function runFormOptions(communityAgentId: number, accounts: readonly BankAccount[]) {
  const primary = accounts.find((a) => a.IsPrimary)?.BankAccountId;
  const initialValues: RunValues = {
    BankAccountId: primary === undefined ? null : String(primary),
    EffectiveDate: proposedEffectiveDate(),
  };
  return {
    initialValues,
    schema: contract.directDebit.CreateRun.body,
    toBody: (values: RunValues) => ({
      CommunityAgentId: communityAgentId,
      BankAccountId: values.BankAccountId === null ? null : Number(values.BankAccountId),
      EffectiveDate: values.EffectiveDate,
    }),
    rules: (values: RunValues) => ({
      BankAccountId: values.BankAccountId === null ? 'Choose the community bank account.' : null,
      EffectiveDate: effectiveDateRule(values.EffectiveDate),
    }),
  };
}

type RunForm = ReturnType<
  typeof useContractForm<RunValues, typeof contract.directDebit.CreateRun.body>
>;

/** The run form's fields and Create NACHA file; `children` go beside the button. */
export function RunFormFields({
  form,
  accounts,
  children,
}: {
  form: RunForm;
  accounts: readonly BankAccount[];
  children: ReactNode;
}) {
  const client = useQueryClient();
  const createRun = useMutation({
    mutationFn: (body: RunBody) => api.call(contract.directDebit.CreateRun, { body }),
    onSuccess: async (run) => {
      await client.invalidateQueries({ queryKey: directDebitKey });
      showSuccess(
        `NACHA file ${run.FileName}: ${run.EntryCount} entries (${run.PrenoteCount} prenotes), ${formatCents(run.Total)}.`,
      );
      if (run.PrenoteWaits.length > 0)
        showWarning(
          `Left out until their prenote wait (3 banking days) is over: ${run.PrenoteWaits.map(
            (w) => `${w.OwnerName} until ${formatDate(w.FirstDebitDate)}`,
          ).join('; ')}.`,
        );
      if (run.OverLimit.length > 0)
        showWarning(
          `Left out, over the R19 limit of ${formatCents(R19AmountLimitCents)} a direct debit may take: ${run.OverLimit.map(
            (o) =>
              `${o.OwnerName} ${formatCents(o.OverLimitCents)}${o.IsAutopay ? ' (autopay draft)' : ''}`,
          ).join('; ')}.`,
        );
    },
  });
  return (
    <Paper withBorder p="md" mb="md">
      <form
        noValidate
        aria-label="NACHA file"
        onSubmit={form.onSubmit((body) => {
          createRun.mutate(body);
        })}
      >
        <Group align="flex-start">
          <Select
            label="Community bank account"
            data={bankAccountOptions({ BankAccounts: accounts }, { withNumber: true })}
            allowDeselect={false}
            {...form.getInputProps('BankAccountId')}
          />
          <EffectiveDateInput {...fieldProps(form, 'EffectiveDate')} />
        </Group>
        <Group mt="sm">
          <MayCall calls={contract.directDebit.CreateRun}>
            <Button
              type="submit"
              disabled={refusedEffectiveDate(form.values.EffectiveDate) !== null}
              loading={createRun.isPending}
            >
              Create NACHA file
            </Button>
          </MayCall>
          {children}
        </Group>
      </form>
    </Paper>
  );
}
