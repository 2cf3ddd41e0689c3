import { contract, type RequestOf, type ResponseOf, type SettingsCode } from '@hoa/contract';
import {
  ChargeMessages,
  formatCents,
  localDay,
  nothingDueReason,
  PostDateValidationDays,
} from '@hoa/domain';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import {
  ChargeRunNotOffered,
  type OnRequestProgress,
  type RequestProgress,
  requestProgressText,
  useChargeRunOffered,
  accrueCall,
} from '../charges';
import { ProblemAlert } from '../../widgets/problem-alert';
import { MayCall } from '../../widgets/may-call';
import { WorkingBar } from '../../widgets/working-bar';

type Accrue = typeof contract.charges.Accrue;

/**
 * How a run accrues: given Accrue's body, it answers what Accrue answers, reporting a background
 * request's progress as it goes (the collection run's request) or not at all (Accrue itself).
 */
export type RunAccrue = (
  body: RequestOf<Accrue>['body'],
  onProgress: OnRequestProgress,
) => Promise<ResponseOf<Accrue>>;

const accrueNow: RunAccrue = (body) => api.call(contract.charges.Accrue, { body });

interface RunPanelProps {
  communityAgentId: number;
  txnTypeId: number;
  /** The codes the run charges (late fee, interest or collection action codes). */
  codes: readonly SettingsCode[];
  codesLabel: string;
  /** The message when no code is chosen. */
  noCodeMessage: string;
  /** A problem of the settings that blocks the run, or null. */
  settingsProblem: string | null;
  note?: ReactNode;
  /** Days a charge stays unpaid before the run charges it (late fees' exclusion days), if known. */
  graceDays?: number | null;
  /** Accrue by default; the collection run passes its background request. */
  accrue?: RunAccrue;
}

/**
 * The run itself: choose the codes and the post date, accrue through the charge-run framework
 * (or the run's background request, with a bar while it is polled), then review and post on its
 * review screen.
 */
export function RunPanel(props: RunPanelProps) {
  const { communityAgentId, txnTypeId, codes } = props;
  const go = useGo();
  const offered = useChargeRunOffered(txnTypeId);
  const [postDate, setPostDate] = useState<string | null>(localDay(new Date()));
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<RequestProgress | null>(null);
  const runAccrue = props.accrue ?? accrueNow;
  const selected = chosen ?? new Set(codes.map((c) => c.TopsCodeId));

  const accrue = useMutation({
    mutationFn: async (date: string) => {
      const check = await api.call(contract.journalEntries.ValidatePostDate, {
        body: {
          communityAgentId,
          postDate: date,
          days: PostDateValidationDays,
          allowConfirm: true,
        },
      });
      if (check.errorMessage) {
        setDateProblem(check.errorMessage);
        return null;
      }
      return runAccrue(
        {
          TopsTxnTypeId: txnTypeId,
          PostDate: date,
          Communities: [{ CommunityAgentId: communityAgentId, CodeIds: [...selected] }],
        },
        setProgress,
      );
    },
    onSettled: () => {
      setProgress(null);
    },
    onSuccess: async (result) => {
      if (!result) return;
      const item = result.Items[0];
      if (!item?.TopsItemId)
        return setProblem(
          nothingDueReason({
            txnTypeId,
            postDate: postDate ?? localDay(new Date()),
            lastApplied: null,
            graceDays: props.graceDays ?? null,
          }),
        );
      showSuccess(`Accrued ${String(item.OwnersCount)} owners, ${formatCents(item.TotalAmount)}.`);
      await go(buildRoute(SiteMap.chargeReview, { communityAgentId, itemId: item.TopsItemId }));
    },
  });

  function submit(): void {
    if (props.settingsProblem) return setProblem(props.settingsProblem);
    if (selected.size === 0) return setProblem(props.noCodeMessage);
    if (!postDate) return setProblem(ChargeMessages.postDateRequired);
    setProblem(null);
    accrue.mutate(postDate);
  }

  const toggle = (codeId: number) => {
    const next = new Set(selected);
    if (!next.delete(codeId)) next.add(codeId);
    setChosen(next);
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>Run</Title>
        <Text size="sm" fw={500}>
          {props.codesLabel}
        </Text>
        {codes.length === 0 ? (
          <Text size="sm" c="dimmed">
            None in this community.
          </Text>
        ) : (
          <Group gap="lg">
            {codes.map((code) => (
              <Checkbox
                key={code.TopsCodeId}
                label={`${code.CodeAlias} – ${code.CodeName}${code.Amount ? ` (${formatCents(code.Amount)})` : ''}`}
                checked={selected.has(code.TopsCodeId)}
                onChange={() => {
                  toggle(code.TopsCodeId);
                }}
              />
            ))}
          </Group>
        )}
        {props.note}
        <Group align="flex-end">
          <DateInput
            label="Post Date"
            value={postDate}
            onChange={(value) => {
              setPostDate(value);
              setDateProblem(null);
            }}
            error={dateProblem}
            w={180}
            withAsterisk
          />
          <MayCall calls={accrueCall(txnTypeId)}>
            <Button onClick={submit} loading={accrue.isPending} disabled={offered === false}>
              Accrue
            </Button>
          </MayCall>
        </Group>
        {progress ? <WorkingBar caption={requestProgressText[progress]} /> : null}
        {offered === false ? <ChargeRunNotOffered /> : null}
        <ProblemAlert problem={problem} />
      </Stack>
    </Paper>
  );
}
