import type { contract, RequestOf, ResponseOf } from '@hoa/contract';
import { formatCents, type IsoDate } from '@hoa/domain';
import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import {
  fieldProps,
  formProblem,
  formProblemKey,
  type useContractForm,
} from '../../widgets/contract-form';
import {
  EffectiveDateInput,
  effectiveDateRule,
  proposedEffectiveDate,
  refusedEffectiveDate,
} from '../../widgets/effective-date-input';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { D, dpKey } from './dp-queries';
import { bankAccountOptions } from '../cash-receipts';

type CreateBody = RequestOf<typeof D.CreateNachaCreditFile>['body'];
type BankAccount = ResponseOf<typeof contract.cashReceipts.GetPaymentSetup>['BankAccounts'][number];
export type NachaInvoice = ResponseOf<typeof D.GetNachaCreditInvoices>[number];

interface CreditValues {
  BankAccountId: string | null;
  EffectiveDate: IsoDate | null;
  /** The invoices ticked in the list, each paid its open amount. */
  ItemIds: number[];
}

type NachaCreditForm = ReturnType<
  typeof useContractForm<CreditValues, typeof D.CreateNachaCreditFile.body>
>;

/**
 * The `useContractForm` options of the credit file to create: the bank account paid from (the
 * primary one to start with), the effective entry date and the invoices ticked.
 */
export function nachaCreditFormOptions(
  communityAgentId: number,
  accounts: readonly BankAccount[],
  invoices: readonly NachaInvoice[],
) {
  const primary = accounts.find((a) => a.IsPrimary)?.BankAccountId;
  const initialValues: CreditValues = {
    BankAccountId: primary === undefined ? null : String(primary),
    EffectiveDate: proposedEffectiveDate(),
    ItemIds: [],
  };
  return {
    initialValues,
    schema: D.CreateNachaCreditFile.body,
    toBody: (values: CreditValues) => ({
      CommunityAgentId: communityAgentId,
      BankAccountId: values.BankAccountId === null ? null : Number(values.BankAccountId),
      EffectiveDate: values.EffectiveDate,
      Invoices: invoices
        .filter((r) => values.ItemIds.includes(r.ItemId))
        .map((r) => ({ ItemId: r.ItemId, Amount: r.Open })),
    }),
    fieldOf: { Invoices: formProblemKey },
    rules: (values: CreditValues) => ({
      BankAccountId: values.BankAccountId === null ? 'Choose the bank account to pay from.' : null,
      EffectiveDate: effectiveDateRule(values.EffectiveDate),
      [formProblemKey]: values.ItemIds.length === 0 ? 'Tick the invoices to pay.' : null,
    }),
  };
}

/** The bank account, the effective date and Create credit file, over the invoices ticked. */
export function NachaCreditFields({
  form,
  accounts,
  total,
}: {
  form: NachaCreditForm;
  accounts: readonly BankAccount[];
  /** The open amount of the invoices ticked, cents. */
  total: number;
}) {
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: (body: CreateBody) => api.call(D.CreateNachaCreditFile, { body }),
    onSuccess: async (run) => {
      await client.invalidateQueries({ queryKey: dpKey });
      form.setFieldValue('ItemIds', []);
      showSuccess(
        `NACHA credit file ${run.FileName}: ${run.EntryCount} entries, ${formatCents(run.Total)}.`,
      );
    },
  });
  return (
    <Paper withBorder p="md" mb="md">
      <form
        noValidate
        aria-label="NACHA credit file"
        onSubmit={form.onSubmit((body) => {
          create.mutate(body);
        })}
      >
        <Stack gap="sm">
          <Group align="flex-start">
            <Select
              label="Pay from bank account"
              data={bankAccountOptions({ BankAccounts: accounts }, { withNumber: true })}
              allowDeselect={false}
              {...form.getInputProps('BankAccountId')}
            />
            <EffectiveDateInput {...fieldProps(form, 'EffectiveDate')} />
          </Group>
          <ProblemAlert problem={formProblem(form.errors)} />
          <Group>
            <MayCall calls={D.CreateNachaCreditFile}>
              <Button
                type="submit"
                disabled={refusedEffectiveDate(form.values.EffectiveDate) !== null}
                loading={create.isPending}
              >
                Create credit file ({formatCents(total)})
              </Button>
            </MayCall>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
