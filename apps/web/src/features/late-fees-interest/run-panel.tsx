import { contract, type RequestOf, type ResponseOf, type SettingsCode } from '@hoa/contract';
import {
  ChargeMessages,
  formatCents,
  localDay,
  nothingDueReason,
  PostDateValidationDays,
  type IsoDate,
} from '@hoa/domain';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import {
  fieldProps,
  formProblem,
  formProblemKey,
  useContractForm,
} from '../../widgets/contract-form';
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
type AccrueBody = RequestOf<Accrue>['body'];

/**
 * How a run accrues: given Accrue's body, it answers what Accrue answers, reporting a background
 * request's progress as it goes (the collection run's request) or not at all (Accrue itself).
 */
export type RunAccrue = (
  body: AccrueBody,
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
 * review screen. The codes start all ticked, again whenever the codes offered change.
 */
export function RunPanel(props: RunPanelProps) {
  return <RunForm key={props.codes.map((c) => c.TopsCodeId).join()} {...props} />;
}

interface RunValues {
  CodeIds: string[];
  PostDate: IsoDate | null;
}

function RunForm(props: RunPanelProps) {
  const { communityAgentId, txnTypeId, codes } = props;
  const go = useGo();
  const offered = useChargeRunOffered(txnTypeId);
  const [progress, setProgress] = useState<RequestProgress | null>(null);
  const runAccrue = props.accrue ?? accrueNow;
  const initialValues: RunValues = {
    CodeIds: codes.map((c) => String(c.TopsCodeId)),
    PostDate: localDay(new Date()),
  };
  const form = useContractForm({
    initialValues,
    schema: contract.charges.Accrue.body,
    toBody: (values: RunValues) => ({
      TopsTxnTypeId: txnTypeId,
      PostDate: values.PostDate,
      Communities: [{ CommunityAgentId: communityAgentId, CodeIds: values.CodeIds.map(Number) }],
    }),
    fieldOf: { Communities: 'CodeIds' },
    rules: (values: RunValues) => ({
      [formProblemKey]: props.settingsProblem,
      CodeIds: values.CodeIds.length === 0 ? props.noCodeMessage : null,
      PostDate: values.PostDate === null ? ChargeMessages.postDateRequired : null,
    }),
  });

  const accrue = useMutation({
    mutationFn: async (body: AccrueBody) => {
      const check = await api.call(contract.journalEntries.ValidatePostDate, {
        body: {
          communityAgentId,
          postDate: body.PostDate,
          days: PostDateValidationDays,
          allowConfirm: true,
        },
      });
      if (check.errorMessage) {
        form.setFieldError('PostDate', check.errorMessage);
        return null;
      }
      return runAccrue(body, setProgress);
    },
    onSettled: () => {
      setProgress(null);
    },
    onSuccess: async (result, body) => {
      if (!result) return;
      const item = result.Items[0];
      if (!item?.TopsItemId) {
        form.setFieldError(
          formProblemKey,
          nothingDueReason({
            txnTypeId,
            postDate: body.PostDate,
            lastApplied: null,
            graceDays: props.graceDays ?? null,
          }),
        );
        return;
      }
      showSuccess(`Accrued ${String(item.OwnersCount)} owners, ${formatCents(item.TotalAmount)}.`);
      await go(buildRoute(SiteMap.chargeReview, { communityAgentId, itemId: item.TopsItemId }));
    },
  });

  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-label="Run"
        onSubmit={form.onSubmit((body) => {
          accrue.mutate(body);
        })}
      >
        <Stack gap="sm">
          <Title order={4}>Run</Title>
          <Checkbox.Group label={props.codesLabel} {...form.getInputProps('CodeIds')}>
            {codes.length === 0 ? (
              <Text size="sm" c="dimmed" mt={4}>
                None in this community.
              </Text>
            ) : (
              <Group gap="lg" mt={6}>
                {codes.map((code) => (
                  <Checkbox
                    key={code.TopsCodeId}
                    value={String(code.TopsCodeId)}
                    label={`${code.CodeAlias} – ${code.CodeName}${code.Amount ? ` (${formatCents(code.Amount)})` : ''}`}
                  />
                ))}
              </Group>
            )}
          </Checkbox.Group>
          {props.note}
          <Group align="flex-end">
            <DateInput label="Post Date" w={180} withAsterisk {...fieldProps(form, 'PostDate')} />
            <MayCall calls={accrueCall(txnTypeId)}>
              <Button type="submit" loading={accrue.isPending} disabled={offered === false}>
                Accrue
              </Button>
            </MayCall>
          </Group>
          {progress ? <WorkingBar caption={requestProgressText[progress]} /> : null}
          {offered === false ? <ChargeRunNotOffered /> : null}
          <ProblemAlert problem={formProblem(form.errors)} />
        </Stack>
      </form>
    </Paper>
  );
}
