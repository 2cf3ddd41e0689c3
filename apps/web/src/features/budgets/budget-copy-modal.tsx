import { contract, type BudgetAccount, type FiscalYear, type RequestOf } from '@hoa/contract';
import {
  BudgetMessages,
  formatDate,
  increasePercentageProblem,
  parseIncreasePercentage,
} from '@hoa/domain';
import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { budgetsKey } from './budget-queries';

interface BudgetCopyModalProps {
  opened: boolean;
  communityAgentId: number;
  years: readonly FiscalYear[];
  sourceYearId: number | null;
  /** The accounts with a budget in the shown year, to pick from. */
  accounts: readonly BudgetAccount[];
  costCenterId: number | null;
  onClose: () => void;
  onCopied: (targetYearId: number) => void;
}

type CopyBody = RequestOf<typeof contract.budgets.CopyBudget>['body'];

interface CopyValues {
  /** Null while the shown year (or the one after the source) is meant. */
  source: string | null;
  target: string | null;
  accountIds: string[];
  increase: string;
}

const yearLabel = (y: FiscalYear) =>
  `${formatDate(y.StartDate)} - ${formatDate(y.EndDate)}${y.IsClosed ? ' (closed)' : ''}`;

/** The increase as typed: empty is none (null); other text must be a number (spec 2 §5). */
function increaseOf(text: string): { value: number | null; problem: string | null } {
  const value = parseIncreasePercentage(text);
  if (value === null && text.trim() !== '') {
    return { value, problem: BudgetMessages.increaseInvalid };
  }
  return { value, problem: increasePercentageProblem(value) };
}

/** Budget copy (spec 2 §7 CopyBudget): source and target years, accounts, increase % or none. */
export function BudgetCopyModal(props: BudgetCopyModalProps) {
  const { opened, communityAgentId, years, accounts, costCenterId, onClose, onCopied } = props;
  const queryClient = useQueryClient();
  const yearsOf = (values: CopyValues) => {
    const sourceId =
      values.source ?? (props.sourceYearId === null ? null : String(props.sourceYearId));
    const sourceYear = years.find((y) => String(y.TopsFiscalYearId) === sourceId);
    // The next year after the source is the usual target.
    const targetId =
      values.target ??
      (sourceYear
        ? (years.find((y) => y.StartDate > sourceYear.StartDate)?.TopsFiscalYearId.toString() ??
          null)
        : null);
    return { sourceId, targetId, sameYear: sourceId !== null && sourceId === targetId };
  };
  const initialValues: CopyValues = { source: null, target: null, accountIds: [], increase: '' };
  const form = useContractForm({
    initialValues,
    schema: contract.budgets.CopyBudget.body,
    toBody: (values: CopyValues) => {
      const chosen = yearsOf(values);
      return {
        communityAgentId,
        sourceFiscalYearId: Number(chosen.sourceId),
        targetFiscalYearId: Number(chosen.targetId),
        accountIds: values.accountIds.length ? values.accountIds.map(Number) : null,
        percentageToIncreaseAmounts: increaseOf(values.increase).value,
        costCenterId,
      };
    },
    rules: (values: CopyValues) => ({
      target: yearsOf(values).sameYear ? BudgetMessages.sameFiscalYear : null,
      increase: increaseOf(values.increase).problem,
    }),
    fieldOf: { sourceFiscalYearId: 'source', targetFiscalYearId: 'target' },
  });
  const { sourceId, targetId, sameYear } = yearsOf(form.values);
  const accountIds = form.values.accountIds;
  const percent = increaseOf(form.values.increase);
  const copy = useMutation({
    mutationFn: (body: CopyBody) => api.call(contract.budgets.CopyBudget, { body }),
    onSuccess: async (result) => {
      showSuccess(BudgetMessages.copied(result.CopiedAccounts));
      await queryClient.invalidateQueries({ queryKey: budgetsKey });
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
      onCopied(Number(yearsOf(form.values).targetId));
    },
  });
  const options = years.map((y) => ({ value: String(y.TopsFiscalYearId), label: yearLabel(y) }));
  return (
    <Modal opened={opened} onClose={onClose} title="Copy budget" size="md" centered>
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          copy.mutate(body);
        })}
      >
        <Stack gap="sm">
          <Select
            label="Copy from fiscal year"
            data={options}
            {...form.getInputProps('source')}
            value={sourceId}
            allowDeselect={false}
          />
          <Select
            label="Copy to fiscal year"
            data={options}
            {...form.getInputProps('target')}
            value={targetId}
            allowDeselect={false}
            error={sameYear ? BudgetMessages.sameFiscalYear : form.errors.target}
          />
          <MultiSelect
            label="Accounts"
            description="Leave empty to copy every account with a budget."
            placeholder={accountIds.length ? undefined : 'All accounts with a budget'}
            searchable
            data={accounts.map((a) => ({
              value: String(a.TopsAccountId),
              label: `${a.AccountNumber} ${a.AccountName}`,
            }))}
            {...form.getInputProps('accountIds')}
          />
          <TextInput
            label="Increase amounts by (%)"
            description="A number such as 3.5, or empty to copy the amounts as they are."
            {...form.getInputProps('increase')}
            error={percent.problem}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={!sourceId || !targetId || sameYear || percent.problem !== null}
              loading={copy.isPending}
              type="submit"
            >
              Copy
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
