import { contract, type BudgetAccount, type FiscalYear } from '@hoa/contract';
import {
  BudgetMessages,
  formatDate,
  increasePercentageProblem,
  parseIncreasePercentage,
} from '@hoa/domain';
import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
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
  const [source, setSource] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [accountIds, setAccountIds] = useState<string[]>([]);
  const [increase, setIncrease] = useState('');
  const sourceId = source ?? (props.sourceYearId === null ? null : String(props.sourceYearId));
  const sourceYear = years.find((y) => String(y.TopsFiscalYearId) === sourceId);
  // The next year after the source is the usual target.
  const targetId =
    target ??
    (sourceYear
      ? (years.find((y) => y.StartDate > sourceYear.StartDate)?.TopsFiscalYearId.toString() ?? null)
      : null);
  const percent = increaseOf(increase);
  const sameYear = sourceId !== null && sourceId === targetId;
  const copy = useMutation({
    mutationFn: () =>
      api.call(contract.budgets.CopyBudget, {
        body: {
          communityAgentId,
          sourceFiscalYearId: Number(sourceId),
          targetFiscalYearId: Number(targetId),
          accountIds: accountIds.length ? accountIds.map(Number) : null,
          percentageToIncreaseAmounts: percent.value,
          costCenterId,
        },
      }),
    onSuccess: async (result) => {
      showSuccess(BudgetMessages.copied(result.CopiedAccounts));
      await queryClient.invalidateQueries({ queryKey: budgetsKey });
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
      onCopied(Number(targetId));
    },
  });
  const options = years.map((y) => ({ value: String(y.TopsFiscalYearId), label: yearLabel(y) }));
  return (
    <Modal opened={opened} onClose={onClose} title="Copy budget" size="md" centered>
      <Stack gap="sm">
        <Select
          label="Copy from fiscal year"
          data={options}
          value={sourceId}
          onChange={setSource}
          allowDeselect={false}
        />
        <Select
          label="Copy to fiscal year"
          data={options}
          value={targetId}
          onChange={setTarget}
          allowDeselect={false}
          error={sameYear ? BudgetMessages.sameFiscalYear : undefined}
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
          value={accountIds}
          onChange={setAccountIds}
        />
        <TextInput
          label="Increase amounts by (%)"
          description="A number such as 3.5, or empty to copy the amounts as they are."
          value={increase}
          onChange={(event) => setIncrease(event.currentTarget.value)}
          error={percent.problem}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!sourceId || !targetId || sameYear || percent.problem !== null}
            loading={copy.isPending}
            onClick={() => copy.mutate()}
          >
            Copy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
