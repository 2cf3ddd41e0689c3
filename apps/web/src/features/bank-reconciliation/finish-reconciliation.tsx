import { contract, type ReconciliationSummary } from '@hoa/contract';
import { BankReconciliationMessages as M, countAndTotal, formatCents } from '@hoa/domain';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { confirmMoneyMove } from '../../app/overlays/modals';
import { showError, showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { bankLinesQuery, reconKey, scopeBody, type ReconScope } from './recon-queries';

const R = contract.bankReconciliation;

/** What finishing would lock, as the confirmation says it. */
interface FinishTally {
  question: string;
  warnings: string[];
}

const matchedNoun = { one: 'matched bank line', many: 'matched bank lines' };
const lineNoun = { one: 'bank line', many: 'bank lines' };

/**
 * Finish of a reconciliation. It names how many bank lines it locks and their total and warns of
 * the lines left unmatched. A balanced one is confirmed; one with a difference opens a form asking
 * why the difference remains, and finishes with that reason on record.
 */
export function FinishReconciliation({
  scope,
  summary,
}: {
  scope: ReconScope;
  summary: ReconciliationSummary | undefined;
}) {
  const client = useQueryClient();
  const [withDifference, setWithDifference] = useState<FinishTally | null>(null);
  const rec = summary?.Reconciliation;
  const finish = useMutation({
    mutationFn: (DifferenceReason: string | undefined) =>
      api.call(R.FinishReconciliation, {
        body: {
          ReconciliationId: rec?.ReconciliationId ?? 0,
          ...(DifferenceReason === undefined ? {} : { DifferenceReason }),
          ...scopeBody(scope),
        },
      }),
    onSuccess: async () => {
      setWithDifference(null);
      await client.invalidateQueries({ queryKey: reconKey });
      showSuccess('Reconciliation finished; its statement and matches are locked.');
    },
  });
  const ask = async () => {
    const lines = await client.fetchQuery(bankLinesQuery(scope.bankAccountId, 'all'));
    const matched = lines.filter((l) => l.MatchId !== null && !l.IsLocked);
    const open = lines.filter((l) => l.MatchId === null);
    const sum = (of: typeof lines) => of.reduce((total, l) => total + l.Amount, 0);
    const tally: FinishTally = {
      question: `Finish: ${countAndTotal(matched.length, matchedNoun, sum(matched))}?`,
      warnings:
        open.length > 0
          ? [
              `${countAndTotal(open.length, lineNoun, sum(open))} not matched: they stay open for the next statement.`,
            ]
          : [],
    };
    if (summary?.Difference !== 0) {
      setWithDifference(tally);
      return;
    }
    confirmMoneyMove({
      title: 'Finish reconciliation',
      action: 'Finish',
      count: matched.length,
      noun: matchedNoun,
      totalCents: sum(matched),
      warnings: tally.warnings,
      onConfirm: () => finish.mutate(undefined),
    });
  };
  const finished = rec?.FinishedAt !== null && rec?.FinishedAt !== undefined;
  return (
    <MayCall calls={R.FinishReconciliation}>
      <Button
        color="green"
        disabled={!rec?.ReconciliationId || finished || summary === undefined}
        loading={finish.isPending}
        onClick={() => void ask().catch(showError)}
      >
        Finish
      </Button>
      <FormModal
        opened={withDifference !== null}
        onClose={() => setWithDifference(null)}
        title="Finish with a difference"
      >
        {withDifference !== null && summary !== undefined ? (
          <DifferenceReasonForm
            scope={scope}
            summary={summary}
            tally={withDifference}
            saving={finish.isPending}
            onCancel={() => setWithDifference(null)}
            onFinish={(reason) => finish.mutate(reason)}
          />
        ) : null}
      </FormModal>
    </MayCall>
  );
}

/** The reason a reconciliation is finished with a difference, checked as the server checks it. */
function DifferenceReasonForm(props: {
  scope: ReconScope;
  summary: ReconciliationSummary;
  tally: FinishTally;
  saving: boolean;
  onCancel: () => void;
  onFinish: (reason: string) => void;
}) {
  const form = useContractForm({
    initialValues: { reason: '' },
    schema: R.FinishReconciliation.body,
    toBody: (values: { reason: string }) => ({
      ReconciliationId: props.summary.Reconciliation.ReconciliationId ?? 0,
      DifferenceReason: values.reason,
      ...scopeBody(props.scope),
    }),
    fieldOf: { DifferenceReason: 'reason' },
    rules: (values) => ({
      reason: values.reason.trim() === '' ? M.differenceReasonRequired : null,
    }),
  });
  return (
    <form onSubmit={form.onSubmit((body) => props.onFinish(body.DifferenceReason ?? ''))}>
      <Stack gap="xs">
        <Alert color="yellow" variant="light" role="alert">
          {M.finishesWithDifference(formatCents(props.summary.Difference))}
        </Alert>
        {props.tally.warnings.map((warning) => (
          <Alert key={warning} color="yellow" variant="light" role="alert">
            {warning}
          </Alert>
        ))}
        <Text size="sm">{props.tally.question}</Text>
        <Textarea
          label={M.differenceReasonLabel}
          withAsterisk
          autosize
          minRows={2}
          maxLength={M.differenceReasonMax}
          data-autofocus
          {...fieldProps(form, 'reason')}
          onChange={(event) => form.setFieldValue('reason', event.currentTarget.value)}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={props.onCancel} saving={props.saving} label="Finish" />
      </Stack>
    </form>
  );
}
