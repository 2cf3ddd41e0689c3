import { contract, type AdjustmentLineInput, type RequestOf } from '@hoa/contract';
import {
  adjustmentProblem,
  AdjustmentTypeNames,
  ChargeMessages,
  isAdjustmentTxnType,
  localDay,
  TxnTypeId,
  type AdjustmentTxnTypeId,
  type IsoDate,
} from '@hoa/domain';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { AcceleratedLines, type AcceleratedChoice } from './accelerated-lines';
import { AdjustmentLines, newLine, type DraftLine } from './adjustment-lines';
import {
  acceleratedQuery,
  adjustmentRoute,
  adjustmentsKey,
  ownerCodesQuery,
} from './adjustment-queries';
import { PropertySelect } from './property-select';

type AdjustmentBody = RequestOf<typeof contract.adjustments.SaveAdjustment>['body'];

interface AdjustmentValues {
  PropertyAgentId: number | null;
  PostDate: IsoDate | null;
  Reference: string;
  Description: string;
  /** Post now (Post) or save accrued for review (Save for review): set by the button pressed. */
  IsPosted: boolean;
  Lines: DraftLine[];
  Accelerated: AcceleratedChoice[];
}

const toInput = (line: DraftLine): AdjustmentLineInput => ({
  CodeID: line.CodeID ?? 0,
  TotalAmount: line.TotalAmount ?? 0,
  IsOwnerRefund: line.IsOwnerRefund,
  DebitAccountId: line.DebitAccountId,
  CreditAccountId: line.CreditAccountId,
});

/**
 * /adjustments/new/:txnTypeId — the new-adjustment screen of a type (spec 3 §2): prepaid
 * adjustment 72, add charge 45, waive 46, beginning balance adjustment 73, accelerated charge 39,
 * accelerated waive 95. Post, or save for review.
 */
export function AdjustmentNewPage() {
  const txnTypeId = Number(useParams({ strict: false }).txnTypeId);
  if (!isAdjustmentTxnType(txnTypeId))
    return <LoadError error={new Error('Not an adjustment type.')} />;
  return <AdjustmentForm key={txnTypeId} txnTypeId={txnTypeId} />;
}

function AdjustmentForm({ txnTypeId }: { txnTypeId: AdjustmentTxnTypeId }) {
  const go = useGo();
  const queryClient = useQueryClient();
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const isAccelerated =
    txnTypeId === TxnTypeId.AcceleratedCharge || txnTypeId === TxnTypeId.AcceleratedWaive;
  const initialValues: AdjustmentValues = {
    PropertyAgentId: null,
    PostDate: localDay(new Date()),
    Reference: '',
    Description: '',
    IsPosted: true,
    Lines: [newLine()],
    Accelerated: [],
  };
  const linesOf = (values: AdjustmentValues): AdjustmentLineInput[] =>
    isAccelerated
      ? values.Accelerated.map((c) => ({
          CodeID: c.CodeId,
          TotalAmount: txnTypeId === TxnTypeId.AcceleratedWaive ? (c.Amount ?? 0) : 0,
          NumberOfPeriods: c.NumberOfPeriods,
        }))
      : values.Lines.filter((line) => line.CodeID !== null).map(toInput);
  const form = useContractForm({
    initialValues,
    schema: contract.adjustments.SaveAdjustment.body,
    toBody: (values: AdjustmentValues) => ({
      TopsTxnTypeId: txnTypeId,
      CommunityAgentId: communityAgentId,
      PropertyAgentId: values.PropertyAgentId ?? 0,
      PostDate: values.PostDate ?? '',
      Reference: values.Reference,
      Description: values.Description,
      IsPosted: values.IsPosted,
      Adjustment: linesOf(values),
    }),
    rules: (values) => ({
      PropertyAgentId: values.PropertyAgentId === null ? 'Choose the property.' : null,
      PostDate: values.PostDate === null ? ChargeMessages.postDateRequired : null,
      form: linesProblem(values),
    }),
  });
  const propertyId = form.values.PropertyAgentId;
  const codes = useQuery({
    ...ownerCodesQuery(communityAgentId, propertyId ?? 0),
    enabled: propertyId !== null && !isAccelerated,
  });
  const rows = useQuery({
    ...acceleratedQuery(communityAgentId, propertyId ?? 0),
    enabled: propertyId !== null && isAccelerated,
  });
  const accounts = useQuery({
    queryKey: [...adjustmentsKey, 'accounts', communityAgentId],
    queryFn: () =>
      api.call(contract.glAccounts.GetChartOfAccounts, { query: { communityAgentId } }),
    enabled: txnTypeId === TxnTypeId.PrepaidAdjustment,
  });
  /** The spec's rules of the lines (spec 3 §5 'Adjustments'); none chosen is the first. */
  function linesProblem(values: AdjustmentValues): string | null {
    if (isAccelerated)
      return values.Accelerated.length === 0 ? 'Select the codes to accelerate.' : null;
    const balanceOf = (codeId: number) =>
      codes.data?.Codes.find((code) => code.CodeID === codeId)?.Balance ?? 0;
    return adjustmentProblem(txnTypeId, linesOf(values), balanceOf);
  }
  const saving = useMutation({
    mutationFn: (body: AdjustmentBody) => api.call(contract.adjustments.SaveAdjustment, { body }),
    onSuccess: async (saved) => {
      showSuccess(`${saved.TxnTypeName} #${saved.TopsItemId} ${saved.StatusName.toLowerCase()}.`);
      await queryClient.invalidateQueries({ queryKey: adjustmentsKey });
      await go(adjustmentRoute(communityAgentId, saved));
    },
  });
  const pressed = (isPosted: boolean) => () => form.setFieldValue('IsPosted', isPosted);
  return (
    <form
      noValidate
      aria-label={AdjustmentTypeNames[txnTypeId]}
      onSubmit={form.onSubmit((body) => saving.mutate(body))}
    >
      <PageHeader title={AdjustmentTypeNames[txnTypeId]} subtitle={community.DisplayName} />
      <Stack>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <PropertySelect
              communityAgentId={communityAgentId}
              value={propertyId}
              error={form.errors.PropertyAgentId}
              onChange={(id) => {
                form.setValues({ PropertyAgentId: id, Lines: [newLine()], Accelerated: [] });
                form.clearErrors();
              }}
            />
            <DateInput label="Post date" required {...fieldProps(form, 'PostDate')} />
            <TextInput label="Reference" maxLength={100} {...form.getInputProps('Reference')} />
            <TextInput label="Description" maxLength={500} {...form.getInputProps('Description')} />
          </SimpleGrid>
        </Paper>
        {propertyId !== null ? (
          <Paper withBorder p="md">
            {isAccelerated ? (
              rows.data ? (
                <AcceleratedLines
                  waive={txnTypeId === TxnTypeId.AcceleratedWaive}
                  rows={rows.data.Rows}
                  chosen={form.values.Accelerated}
                  onChange={(chosen) => form.setFieldValue('Accelerated', chosen)}
                />
              ) : rows.isError ? (
                <LoadError error={rows.error} />
              ) : null
            ) : codes.data ? (
              <AdjustmentLines
                txnTypeId={txnTypeId}
                codes={codes.data.Codes}
                accounts={(accounts.data ?? []).map((a) => ({
                  value: String(a.TopsAccountId),
                  label: `${a.AccountNumber} ${a.AccountName}`,
                }))}
                lines={form.values.Lines}
                onChange={(lines) => form.setFieldValue('Lines', lines)}
              />
            ) : codes.isError ? (
              <LoadError error={codes.error} />
            ) : null}
          </Paper>
        ) : null}
        <ProblemAlert problem={formProblem(form.errors)} />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void go(buildRoute(SiteMap.adjustmentsIndex, { communityAgentId }))}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            variant="default"
            loading={saving.isPending && saving.variables.IsPosted === false}
            onClick={pressed(false)}
          >
            Save for review
          </Button>
          <Button
            type="submit"
            loading={saving.isPending && saving.variables.IsPosted !== false}
            onClick={pressed(true)}
          >
            Post
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
