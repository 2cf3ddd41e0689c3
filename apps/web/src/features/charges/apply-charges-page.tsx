import { contract } from '@hoa/contract';
import {
  ChargeMessages,
  nothingDueReason,
  chargeRunProblem,
  formatCents,
  formatDate,
  localDay,
  PostDateValidationDays,
  TxnTypeId,
  violatesFrequency,
  type IsoDate,
} from '@hoa/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { contractValidation, fieldProps, formProblem } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { ChargeCodesTable } from './charge-codes-table';
import {
  alreadyAppliedCodeQuery,
  chargeRunTitles,
  chargeSettingsQuery,
  chargesKey,
  positiveId,
  prepaidLastAppliedQuery,
} from './charge-queries';
import {
  accrueCall,
  ChargeRunNotOffered,
  ChargeRunTypes,
  useChargeRunOffered,
} from './charge-run-types';

interface ChargeRunValues {
  PostDate: IsoDate | null;
  CodeIds: number[];
}

/**
 * /charges/apply/:txnTypeId — a charge run of the community with its fixed transaction type (40,
 * 43, …): choose codes and the post date, accrue, then review and post. Nothing is asked of the
 * server while the post date is empty or not a date: the page says what is missing.
 */
export function ApplyChargesPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const txnTypeId = positiveId(useParams({ strict: false }).txnTypeId) ?? 40;
  const go = useGo();
  const client = useQueryClient();
  const toBody = (values: ChargeRunValues) => ({
    TopsTxnTypeId: txnTypeId,
    PostDate: values.PostDate,
    Communities: [{ CommunityAgentId: communityAgentId, CodeIds: values.CodeIds }],
  });
  const form = useForm<ChargeRunValues>({
    mode: 'controlled',
    initialValues: { PostDate: localDay(new Date()), CodeIds: [] },
    validate: contractValidation({
      schema: contract.charges.Accrue.body,
      toBody,
      rules: (values) => ({
        PostDate: values.PostDate === null ? ChargeMessages.postDateRequired : null,
      }),
    }),
  });
  const postDate = form.values.PostDate;
  const recurringCredit = useSession().data?.FeatureFlags.recurringCredit === true;
  const settings = useQuery(
    chargeSettingsQuery(communityAgentId, txnTypeId, postDate, recurringCredit),
  );
  const offered = useChargeRunOffered(txnTypeId);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  // The codes due on the date come selected (the form's callbacks change with each render).
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    const codes = settings.data?.Codes ?? [];
    formRef.current.setFieldValue(
      'CodeIds',
      codes.filter((c) => c.IsSelected).map((c) => c.TopsCodeId),
    );
  }, [settings.data]);

  const accrue = useMutation({
    mutationFn: (values: ChargeRunValues & { PostDate: IsoDate }) =>
      api.call(contract.charges.Accrue, { body: { ...toBody(values), PostDate: values.PostDate } }),
    onSuccess: async (result, values) => {
      await client.invalidateQueries({ queryKey: chargesKey });
      const itemId = result.Items[0]?.TopsItemId ?? null;
      if (itemId === null)
        return setProblem(
          nothingDueReason({ txnTypeId, postDate: values.PostDate, lastApplied, graceDays: null }),
        );
      showSuccess(`Accrued ${String(result.Items[0]?.OwnersCount ?? 0)} owners.`);
      await go(buildRoute(SiteMap.chargeReview, { communityAgentId, itemId }));
    },
  });

  const title = chargeRunTitles[txnTypeId] ?? 'Apply charges';
  const codes = settings.data?.Codes ?? [];
  const selected = new Set(form.values.CodeIds);
  const chosen = codes.filter((c) => selected.has(c.TopsCodeId));
  // Prepaids (43): the last date they were applied, and the chosen codes already applied in the
  // period of the post date (ApplyPrepaids/GetPrepaidLastAppliedDate, IsAlreadyAppliedCode).
  const isPrepaids = txnTypeId === TxnTypeId.Prepaids;
  const prepaidLast = useQuery({
    ...prepaidLastAppliedQuery(communityAgentId),
    enabled: isPrepaids && offered !== false,
  });
  const appliedChecks = useQueries({
    queries: chosen.map((code) => ({
      ...alreadyAppliedCodeQuery(communityAgentId, code.TopsCodeId, postDate),
      enabled: isPrepaids && offered !== false,
    })),
  });
  const alreadyApplied = chosen.filter((_code, i) => appliedChecks[i]?.data?.IsAlreadyApplied);
  const lastApplied = isPrepaids
    ? (prepaidLast.data?.LastAppliedDate ?? null)
    : (settings.data?.LastApplied ?? null);
  const sameMonth = postDate !== null && violatesFrequency(chosen, postDate);
  // Recurring credits (102) lower the owners' balances: their total shows negative.
  const isCredits = txnTypeId === TxnTypeId.RecurringCredits;
  const selectedTotal = chosen.reduce((sum, c) => sum + c.Amount * c.AssignedCount, 0);

  async function submit(values: ChargeRunValues): Promise<void> {
    const date = values.PostDate;
    if (date === null) return;
    const rule = chargeRunProblem(chosen, date);
    setProblem(rule);
    if (rule) return;
    // Spec 3 §5: the post date is validated by the server; a refusal marks the date invalid.
    setChecking(true);
    const check = await api
      .call(contract.journalEntries.ValidatePostDate, {
        body: {
          communityAgentId,
          postDate: date,
          days: PostDateValidationDays,
          allowConfirm: true,
        },
      })
      .finally(() => {
        setChecking(false);
      });
    if (check.errorMessage) form.setFieldError('PostDate', check.errorMessage);
    else accrue.mutate({ ...values, PostDate: date });
  }

  const toggle = (codeId: number) => {
    setProblem(null);
    const next = new Set(form.values.CodeIds);
    if (!next.delete(codeId)) next.add(codeId);
    form.setFieldValue('CodeIds', [...next]);
  };
  const accruedId = settings.data?.AccruedItemId ?? null;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={community.DisplayName}
        actions={
          <>
            <ChargeRunTypes communityAgentId={communityAgentId} current={txnTypeId} />
            {accruedId ? (
              <Button
                variant="default"
                onClick={() => {
                  void go(
                    buildRoute(SiteMap.chargeReview, { communityAgentId, itemId: accruedId }),
                  );
                }}
              >
                Review accrued run
              </Button>
            ) : null}
          </>
        }
      />
      <Stack gap="md">
        {settings.data ? (
          <Paper withBorder p="sm">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <Fact label="Last applied">{lastApplied ? formatDate(lastApplied) : 'Never'}</Fact>
              <Fact label="Properties">{String(settings.data.PropertiesCount)}</Fact>
              <Fact label="Period">
                {settings.data.Period
                  ? `${formatDate(settings.data.Period.StartDate)} – ${formatDate(settings.data.Period.EndDate)}`
                  : '—'}
              </Fact>
              <Fact label="Selected total">
                {formatCents(isCredits ? -selectedTotal : selectedTotal)}
              </Fact>
            </SimpleGrid>
          </Paper>
        ) : null}
        <form
          aria-label="Charge run"
          noValidate
          onSubmit={form.onSubmit((values) => {
            void submit(values);
          })}
        >
          <Group align="flex-start">
            <DateInput
              label="Post Date"
              {...fieldProps(form, 'PostDate')}
              onChange={(value) => {
                form.setFieldValue('PostDate', value);
                setProblem(null);
              }}
              w={180}
              withAsterisk
            />
            <MayCall calls={accrueCall(txnTypeId)}>
              <Button
                type="submit"
                mt={22}
                loading={accrue.isPending || checking}
                disabled={offered === false || (postDate !== null && !settings.data)}
              >
                Accrue
              </Button>
            </MayCall>
          </Group>
        </form>
        {offered === false ? <ChargeRunNotOffered /> : null}
        <ProblemAlert problem={formProblem(form.errors)} />
        {postDate === null ? (
          <Alert color="blue" variant="light">
            {ChargeMessages.postDateToSeeCodes}
          </Alert>
        ) : settings.isError ? (
          <LoadError error={settings.error} />
        ) : !settings.data ? (
          <PageLoader />
        ) : (
          <>
            {settings.data.errorMessage ? (
              <Alert color="yellow" variant="light">
                {settings.data.errorMessage}
              </Alert>
            ) : null}
            {sameMonth ? (
              <Alert color="yellow" variant="light">
                A selected code was already applied in this month; the frequency rule leaves it out.
              </Alert>
            ) : null}
            {alreadyApplied.length > 0 ? (
              <Alert color="yellow" variant="light">
                Prepaids were already applied to{' '}
                {alreadyApplied.map((code) => code.CodeAlias).join(', ')} in the period of this post
                date.
              </Alert>
            ) : null}
            <ProblemAlert problem={problem} />
            <ChargeCodesTable codes={codes} selected={selected} onToggle={toggle} />
            <Text size="xs" c="dimmed">
              {isCredits
                ? 'The recurring credits due on this date, credited to the owners they are assigned to.'
                : 'Codes due by their frequency are selected; others are not accrued on this date.'}
            </Text>
          </>
        )}
      </Stack>
    </>
  );
}
