import { contract, type RequestOf } from '@hoa/contract';
import { BankReconciliationMessages as M, type IsoDate } from '@hoa/domain';
import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showErrorOr } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { BankAliasField, plural, WithBankOfRun, type BankOfRun } from './bank-alias';
import { reconKey, type ReconScope } from './recon-queries';

type RunBody = RequestOf<typeof contract.bankReconciliation.ExecuteBankReconciliation>['body'];

interface RunValues {
  accountNumberFilter: string;
  processDate: IsoDate | null;
}

interface RunModalProps {
  scope: ReconScope;
  communityAgentId: number;
  /** The proposed process date. */
  defaultDate: IsoDate;
  opened: boolean;
  onClose: () => void;
}

/**
 * The bank reconciliation run (SmartBankingOnDemand/ExecuteBankReconciliation): automatic matching
 * of the bank's accounts whose number contains the filter (this account's number by default), up
 * to a process date.
 */
export function RunModal(props: RunModalProps) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Run bank reconciliation">
      <WithBankOfRun
        communityAgentId={props.communityAgentId}
        bankAccountId={props.scope.bankAccountId}
        run="reconciliation"
      >
        {(bank) => <RunForm defaultDate={props.defaultDate} onClose={props.onClose} bank={bank} />}
      </WithBankOfRun>
    </FormModal>
  );
}

function RunForm({
  defaultDate,
  onClose,
  bank,
}: {
  defaultDate: IsoDate;
  onClose: () => void;
  bank: BankOfRun;
}) {
  const client = useQueryClient();
  const initialValues: RunValues = {
    accountNumberFilter: bank.account?.AccountNumber ?? '',
    processDate: defaultDate,
  };
  const form = useContractForm({
    initialValues,
    schema: contract.bankReconciliation.ExecuteBankReconciliation.body,
    toBody: (values: RunValues) => ({
      bankAlias: bank.bankAlias ?? '',
      processDate: values.processDate,
      ...(values.accountNumberFilter.trim() === ''
        ? {}
        : { accountNumberFilter: values.accountNumberFilter }),
    }),
    rules: (values: RunValues) => ({
      bankAlias: bank.problem,
      processDate: values.processDate === null ? 'Enter the process date.' : null,
    }),
    fieldOf: { bankAlias: 'bankAlias' },
  });
  const run = useMutation({
    mutationFn: (body: RunBody) =>
      api.call(contract.bankReconciliation.ExecuteBankReconciliation, { body }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: reconKey });
      notifications.show({
        color: 'green',
        autoClose: M.runSuccessToastMs,
        message: `Bank reconciliation finished: ${plural(result.AccountsProcessed, 'account')}, ${String(result.Matched)} transactions matched, ${String(result.ClearedChecks)} checks cleared.`,
      });
      onClose();
    },
    onError: (error) => {
      showErrorOr(error, M.runError);
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) => {
        run.mutate(body);
      })}
    >
      <Stack>
        <Text size="sm">
          The bank transactions up to the process date of the bank&apos;s accounts whose number
          contains the filter are matched to checks, deposits and transfers.
        </Text>
        <BankAliasField bankAlias={bank.bankAlias} error={bank.problem ?? form.errors.bankAlias} />
        <TextInput
          label="Account number filter"
          description="Empty: every account of the bank in your communities."
          maxLength={50}
          {...form.getInputProps('accountNumberFilter')}
        />
        <DateInput label="Process date" required {...fieldProps(form, 'processDate')} />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={run.isPending} label="Run" />
      </Stack>
    </form>
  );
}
