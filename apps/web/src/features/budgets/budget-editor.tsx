import { contract, type BudgetSheet, type RequestOf } from '@hoa/contract';
import { BudgetMessages } from '@hoa/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { changedAccounts, hasInvalidCell, initialDraft, type BudgetDraft } from './budget-draft';
import { BudgetGrid } from './budget-grid';
import { budgetsKey } from './budget-queries';

const SaveBudgets = contract.budgets.SaveBudgets;

/** The grid with its draft: amounts change on screen until Save sends the changed accounts. */
export function BudgetEditor({ sheet, canUpdate }: { sheet: BudgetSheet; canUpdate: boolean }) {
  const queryClient = useQueryClient();
  const form = useContractForm({
    initialValues: { Draft: initialDraft(sheet) },
    schema: SaveBudgets.body,
    toBody: (values: { Draft: BudgetDraft }) => ({
      CommunityAgentId: sheet.CommunityAgentId,
      FiscalYearId: sheet.TopsFiscalYearId,
      CostCenterId: sheet.CostCenterId,
      Accounts: changedAccounts(sheet, values.Draft),
    }),
    rules: (values) => ({
      form: hasInvalidCell(values.Draft) ? BudgetMessages.amountInvalid : null,
    }),
  });
  const draft = form.values.Draft;
  const changed = changedAccounts(sheet, draft);
  const invalid = hasInvalidCell(draft);
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof SaveBudgets>['body']) => api.call(SaveBudgets, { body }),
    onSuccess: async () => {
      showSuccess(BudgetMessages.saved);
      await queryClient.invalidateQueries({ queryKey: budgetsKey });
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      noValidate
      aria-label="Budget amounts"
      onSubmit={form.onSubmit((body) => save.mutate(body))}
    >
      <Group justify="space-between" mb="xs">
        <Text size="sm" c={invalid ? 'red' : 'dimmed'}>
          {invalid
            ? BudgetMessages.amountInvalid
            : changed.length > 0
              ? `${changed.length} account${changed.length === 1 ? '' : 's'} changed`
              : 'Amounts in dollars; an empty field is zero.'}
        </Text>
        {canUpdate ? (
          <MayCall calls={SaveBudgets}>
            <Button
              type="submit"
              disabled={changed.length === 0 || invalid}
              loading={save.isPending}
            >
              Save budget
            </Button>
          </MayCall>
        ) : null}
      </Group>
      <ProblemAlert problem={formProblem(form.errors)} />
      <BudgetGrid
        sheet={sheet}
        draft={draft}
        readOnly={!canUpdate}
        onChange={(accountId, period, text) => {
          const texts = [...(draft[accountId] ?? [])];
          texts[period] = text;
          form.setFieldValue('Draft', { ...draft, [accountId]: texts });
        }}
      />
    </Paper>
  );
}
