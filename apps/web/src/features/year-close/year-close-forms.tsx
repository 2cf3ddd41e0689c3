import { contract, type FiscalYearClose, type RequestOf } from '@hoa/contract';
import {
  undoReasonProblem,
  UndoCloseYearReasonMaxLength,
  YearCloseMessages as M,
} from '@hoa/domain';
import { Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { defaultFiscalYear, FiscalYearSelect } from '../../widgets/fiscal-year-select';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { yearCloseKey } from './year-close-queries';

type CloseBody = RequestOf<typeof contract.yearClose.SaveCloseYear>['body'];
type UndoBody = RequestOf<typeof contract.yearClose.UndoCloseYear>['body'];

interface FormProps {
  communityAgentId: number;
  years: readonly FiscalYearClose[];
}

/** After a close or its undo: say so, refresh the ledgers and show the item just posted. */
function useYearDone(communityAgentId: number, pattern: string) {
  const go = useGo();
  const queryClient = useQueryClient();
  return async (message: string, itemId: number | null) => {
    showSuccess(message);
    await queryClient.invalidateQueries({ queryKey: yearCloseKey });
    await queryClient.invalidateQueries({ queryKey: ['gl-history'] });
    await queryClient.invalidateQueries({ queryKey: ['journal-entries'] });
    await go(buildRoute(pattern, { communityAgentId, itemId }), { replace: true });
  };
}

const yearOf = (years: readonly FiscalYearClose[], id: number | null) =>
  years.find((y) => y.TopsFiscalYearId === id);

/** SaveCloseYear: the open year to close, with a confirmation. */
export function CloseForm({ communityAgentId, years }: FormProps) {
  const done = useYearDone(communityAgentId, SiteMap.yearClose);
  const form = useContractForm({
    initialValues: { fiscalYearId: defaultFiscalYear(years, 'open') },
    schema: contract.yearClose.SaveCloseYear.body,
    toBody: (values) => ({ communityAgentId, fiscalYearId: values.fiscalYearId }),
  });
  const year = yearOf(years, form.values.fiscalYearId);
  const close = useMutation({
    mutationFn: (body: CloseBody) => api.call(contract.yearClose.SaveCloseYear, { body }),
    onSuccess: (result, body) => {
      const closed = yearOf(years, body.fiscalYearId);
      return done(closed ? M.closed(closed) : '', result.ClosingItemId);
    },
  });
  return (
    <Paper withBorder p="md" radius="sm">
      <form
        noValidate
        aria-label="Year close"
        onSubmit={form.onSubmit((body) => {
          if (!year) return;
          openConfirm({
            title: 'Close fiscal year',
            message: M.confirmClose(year),
            confirmLabel: 'Close year',
            onConfirm: () => {
              close.mutate(body);
            },
          });
        })}
      >
        <Stack gap="sm">
          <Group align="flex-end">
            <FiscalYearSelect
              label="Fiscal year to close"
              years={years}
              mode="open"
              value={form.values.fiscalYearId}
              onChange={(id) => {
                form.setFieldValue('fiscalYearId', id);
              }}
            />
            <MayCall calls={contract.yearClose.SaveCloseYear}>
              <Button type="submit" disabled={!year} loading={close.isPending}>
                Close year
              </Button>
            </MayCall>
          </Group>
          <ProblemAlert problem={formProblem(form.errors)} />
        </Stack>
      </form>
    </Paper>
  );
}

interface UndoValues {
  fiscalYearId: number | null;
  reasonForUndoCloseYear: string;
}

/** UndoCloseYear: a closed year (closed-years-only select) and the required reason. */
export function UndoForm({ communityAgentId, years }: FormProps) {
  const done = useYearDone(communityAgentId, SiteMap.yearCloseUndo);
  const initialValues: UndoValues = {
    fiscalYearId: defaultFiscalYear(years, 'closed'),
    reasonForUndoCloseYear: '',
  };
  const form = useContractForm({
    initialValues,
    schema: contract.yearClose.UndoCloseYear.body,
    toBody: (values: UndoValues) => ({
      communityAgentId,
      fiscalYearId: values.fiscalYearId,
      reasonForUndoCloseYear: values.reasonForUndoCloseYear.trim(),
    }),
    rules: (values: UndoValues) => ({
      reasonForUndoCloseYear: undoReasonProblem(values.reasonForUndoCloseYear),
    }),
  });
  const year = yearOf(years, form.values.fiscalYearId);
  const undo = useMutation({
    mutationFn: (body: UndoBody) => api.call(contract.yearClose.UndoCloseYear, { body }),
    onSuccess: (result, body) => {
      const undone = yearOf(years, body.fiscalYearId);
      return done(undone ? M.undone(undone) : '', result.UndoItemId);
    },
  });
  return (
    <Paper withBorder p="md" radius="sm">
      <form
        noValidate
        aria-label="Undo year close"
        onSubmit={form.onSubmit((body) => {
          undo.mutate(body);
        })}
      >
        <Stack gap="sm" maw={640}>
          <FiscalYearSelect
            label="Fiscal year"
            years={years}
            mode="closed"
            value={form.values.fiscalYearId}
            onChange={(id) => {
              form.setFieldValue('fiscalYearId', id);
            }}
          />
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={2}
            maxLength={UndoCloseYearReasonMaxLength}
            {...form.getInputProps('reasonForUndoCloseYear')}
          />
          <ProblemAlert problem={formProblem(form.errors)} />
          <Group justify="flex-end">
            <Button type="submit" color="red" disabled={!year} loading={undo.isPending}>
              Undo year close
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
