import { contract, type FiscalYearClose } from '@hoa/contract';
import {
  hasAccess,
  undoReasonProblem,
  UndoCloseYearReasonMaxLength,
  YearCloseMessages as M,
} from '@hoa/domain';
import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ItemLedgerView } from '../gl-history';
import { defaultFiscalYear, FiscalYearSelect } from '../../widgets/fiscal-year-select';
import { yearCloseKey, yearClosesQuery } from './year-close-queries';
import { YearCloseTrail } from './year-close-trail';
import { MayCall } from '../../widgets/may-call';

type Screen = 'close' | 'undo';

const screens: Record<Screen, { title: string; other: string; otherLabel: string }> = {
  close: { title: 'Year close', other: SiteMap.yearCloseUndo, otherLabel: 'Undo a year close' },
  undo: { title: 'Undo year close', other: SiteMap.yearClose, otherLabel: 'Year close' },
};

/** The frame of both screens: the years, the form, the item just posted (optional itemId). */
function YearClosePage({ screen }: { screen: Screen }) {
  const go = useGo();
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const itemId = Number(useParams({ strict: false }).itemId);
  const years = useQuery(yearClosesQuery(communityAgentId));
  const s = screens[screen];
  const canUpdate = hasAccess(useSession().data?.Claims ?? [], 'gljournalentries', 'update');
  let form: ReactNode = null;
  if (years.data && canUpdate) {
    form =
      screen === 'close' ? (
        <CloseForm
          key={years.dataUpdatedAt}
          communityAgentId={communityAgentId}
          years={years.data}
        />
      ) : (
        <UndoForm
          key={years.dataUpdatedAt}
          communityAgentId={communityAgentId}
          years={years.data}
        />
      );
  }
  return (
    <>
      <PageHeader
        title={s.title}
        subtitle={community.DisplayName}
        actions={
          <Button
            variant="default"
            onClick={() => {
              void go(buildRoute(s.other, { communityAgentId }));
            }}
          >
            {s.otherLabel}
          </Button>
        }
      />
      {years.data ? (
        <Stack gap="md">
          {form}
          {Number.isSafeInteger(itemId) && itemId > 0 ? (
            <div>
              <Title order={4} mb="xs">
                {screen === 'close' ? 'Closing entry' : 'Undo of the closing entry'} #{itemId}
              </Title>
              <ItemLedgerView itemId={itemId} />
            </div>
          ) : null}
          <YearCloseTrail communityAgentId={communityAgentId} years={years.data} />
        </Stack>
      ) : years.isError ? (
        <LoadError error={years.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

interface FormProps {
  communityAgentId: number;
  years: readonly FiscalYearClose[];
}

function useYearMutation(communityAgentId: number, pattern: string) {
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

/** SaveCloseYear: the open year to close, with a confirmation. */
function CloseForm({ communityAgentId, years }: FormProps) {
  const [yearId, setYearId] = useState(() => defaultFiscalYear(years, 'open'));
  const done = useYearMutation(communityAgentId, SiteMap.yearClose);
  const year = years.find((y) => y.TopsFiscalYearId === yearId);
  const close = useMutation({
    mutationFn: (fiscalYearId: number) =>
      api.call(contract.yearClose.SaveCloseYear, { body: { communityAgentId, fiscalYearId } }),
    onSuccess: (result) => done(year ? M.closed(year) : '', result.ClosingItemId),
  });
  return (
    <Paper withBorder p="md" radius="sm">
      <Group align="flex-end">
        <FiscalYearSelect
          label="Fiscal year to close"
          years={years}
          mode="open"
          value={yearId}
          onChange={setYearId}
        />
        <MayCall calls={contract.yearClose.SaveCloseYear}>
          <Button
            disabled={!year}
            loading={close.isPending}
            onClick={() => {
              if (!year) return;
              openConfirm({
                title: 'Close fiscal year',
                message: M.confirmClose(year),
                confirmLabel: 'Close year',
                onConfirm: () => {
                  close.mutate(year.TopsFiscalYearId);
                },
              });
            }}
          >
            Close year
          </Button>
        </MayCall>
      </Group>
    </Paper>
  );
}

/** UndoCloseYear: a closed year (closed-years-only select) and the required reason. */
function UndoForm({ communityAgentId, years }: FormProps) {
  const [yearId, setYearId] = useState(() => defaultFiscalYear(years, 'closed'));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const done = useYearMutation(communityAgentId, SiteMap.yearCloseUndo);
  const year = years.find((y) => y.TopsFiscalYearId === yearId);
  const problem = tried ? undoReasonProblem(reason) : null;
  const undo = useMutation({
    mutationFn: (fiscalYearId: number) =>
      api.call(contract.yearClose.UndoCloseYear, {
        body: { communityAgentId, fiscalYearId, reasonForUndoCloseYear: reason.trim() },
      }),
    onSuccess: (result) => done(year ? M.undone(year) : '', result.UndoItemId),
  });
  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="sm" maw={640}>
        <FiscalYearSelect
          label="Fiscal year"
          years={years}
          mode="closed"
          value={yearId}
          onChange={setYearId}
        />
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          maxLength={UndoCloseYearReasonMaxLength}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
          }}
          error={problem}
        />
        <Group justify="flex-end">
          <Button
            color="red"
            disabled={!year}
            loading={undo.isPending}
            onClick={() => {
              setTried(true);
              if (year && !undoReasonProblem(reason)) undo.mutate(year.TopsFiscalYearId);
            }}
          >
            Undo year close
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function YearCloseRoutePage() {
  return <YearClosePage screen="close" />;
}

export function YearCloseUndoRoutePage() {
  return <YearClosePage screen="undo" />;
}
