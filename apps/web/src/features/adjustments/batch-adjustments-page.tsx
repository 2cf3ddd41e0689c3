import { contract, type AdjustmentOwner, type RequestOf } from '@hoa/contract';
import {
  AddAmountMethod,
  AdjustmentMessages,
  BatchAdjustmentMode,
  batchRowAmount,
  ChargeMessages,
  localDay,
  OwnerSelectionMethod,
} from '@hoa/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { adjustmentRoute, adjustmentsKey, availableChargesQuery } from './adjustment-queries';
import { BatchAdjustmentFields, needsAmount, type BatchValues } from './batch-adjustment-fields';
import { BatchCodeLists } from './batch-code-lists';
import { allOwners, BatchOwnerSelection, type OwnerSelection } from './batch-owner-selection';
import { BatchOwnerGrid } from './batch-owner-grid';

const A = contract.adjustments;
type BatchBody = RequestOf<typeof A.PostBatchAdjustment>['body'];

function ownersCall(communityId: number, codeId: number, s: OwnerSelection) {
  if (s.method === OwnerSelectionMethod.BySection)
    return api.call(A.GetAdjustmentOwnerBySectionId, {
      query: { communityId, codeId, sectionId: s.sectionId ?? 0, orderBy: 1 },
    });
  if (s.method === OwnerSelectionMethod.ByCostCenter)
    return api.call(A.GetAdjustmentOwnerByCostCenterId, {
      query: { communityId, codeId, costCategoryId: s.costCenterId ?? 0, orderBy: 1 },
    });
  const ranges = Object.fromEntries(Object.entries(s.ranges).filter(([, v]) => v.trim() !== ''));
  return api.call(A.GetAdjustmentOwner, {
    query: { CommunityId: communityId, CodeId: codeId, OrderBy: 1, ...ranges },
  });
}

/**
 * /adjustments/batch — add or waive charges for many owners (spec 3 §3 'Batch adjustment post',
 * §4 'Batch adjustments'): mode, amount method, owner selection, codes, the owner grid; every
 * line posts or none does.
 */
export function BatchAdjustmentsPage() {
  const go = useGo();
  const queryClient = useQueryClient();
  const community = useCurrentCommunity();
  const communityId = community.CommunityAgentId;
  const initialValues: BatchValues = {
    TransactionTypeId: BatchAdjustmentMode.AddCharge,
    MethodSelectionAmount: AddAmountMethod.SameForAll,
    SameAmountForAllOwner: null,
    SearchOption: null,
    ExistingCodeId: null,
    PostDate: localDay(new Date()),
    Description: '',
    Selection: allOwners,
    Codes: [],
    Edited: {},
  };
  const form = useContractForm({
    initialValues,
    schema: A.PostBatchAdjustment.body,
    // The owners of each code are read when the batch posts; the body here checks the rest.
    toBody: (values: BatchValues) => ({
      TransactionTypeId: values.TransactionTypeId,
      CommunityId: communityId,
      PostDate: values.PostDate ?? '',
      Description: values.Description,
      MethodSelectionAmount: values.MethodSelectionAmount,
      MethodSelectionOwner: values.Selection.method,
      SearchOption:
        values.TransactionTypeId === BatchAdjustmentMode.WaiveCharge ? values.SearchOption : null,
      SameAmountForAllOwner: values.SameAmountForAllOwner ?? 0,
      Adjustment: values.Codes.map((code) => ({ CodeID: code.CodeID, Owners: [] })),
    }),
    rules: (values) => ({
      PostDate: values.PostDate === null ? ChargeMessages.postDateRequired : null,
      SameAmountForAllOwner:
        needsAmount(values) && values.SameAmountForAllOwner === null
          ? AdjustmentMessages.noPaymentAmount
          : null,
      ExistingCodeId:
        values.TransactionTypeId === BatchAdjustmentMode.AddCharge &&
        values.MethodSelectionAmount === AddAmountMethod.BasedOnExistingCode &&
        values.ExistingCodeId === null
          ? 'Choose the existing code.'
          : null,
      form: values.Codes.length === 0 ? AdjustmentMessages.noPaymentAmount : null,
    }),
  });
  const values = form.values;
  const mode = values.TransactionTypeId;
  const selection = values.Selection;
  // The code whose owners the grid shows.
  const [active, setActive] = useState<number | null>(null);
  const available = useQuery(availableChargesQuery(communityId, mode));
  const owners = useQuery({
    queryKey: [...adjustmentsKey, 'owners', communityId, active, selection],
    queryFn: () => ownersCall(communityId, active ?? 0, selection),
    enabled: active !== null,
  });
  const codes = available.data?.Codes ?? [];
  const amountOf = (codeId: number, current: BatchValues) => (owner: AdjustmentOwner) =>
    batchRowAmount(current.TransactionTypeId, {
      amountMethod: current.MethodSelectionAmount,
      sameAmountCents: current.SameAmountForAllOwner ?? 0,
      editedCents: current.Edited[codeId]?.[owner.PropertyId] ?? 0,
      balanceCents: owner.CurrentBalance,
      existingCodeCents: codes.find((c) => c.CodeID === current.ExistingCodeId)?.Amount ?? 0,
      comparisonId:
        current.TransactionTypeId === BatchAdjustmentMode.WaiveCharge ? current.SearchOption : null,
    });
  const posting = useMutation({
    mutationFn: async (body: BatchBody) => {
      const current = form.getValues();
      // Each code's owners with the same selection; amounts by the method.
      const adjustment = await Promise.all(
        current.Codes.map(async (code) => {
          const found =
            code.CodeID === active && owners.data
              ? owners.data
              : await ownersCall(communityId, code.CodeID, current.Selection);
          return {
            CodeID: code.CodeID,
            Owners: found.Owners.map((owner) => ({
              PropertyId: owner.PropertyId,
              Amount: amountOf(code.CodeID, current)(owner),
              CurrentBalance: owner.CurrentBalance,
              TopsCodeCategoryId: code.CodeCategoryID,
            })),
          };
        }),
      );
      return api.call(A.PostBatchAdjustment, { body: { ...body, Adjustment: adjustment } });
    },
    onSuccess: async (posted) => {
      showSuccess(
        `${posted.TxnTypeName} #${posted.TopsItemId}: ${posted.OwnerCount} owners posted.`,
      );
      await queryClient.invalidateQueries({ queryKey: adjustmentsKey });
      await go(adjustmentRoute(communityId, posted));
    },
  });
  const edited = values.Edited;
  return (
    <form
      noValidate
      aria-label="Batch adjustment"
      onSubmit={form.onSubmit((body) => posting.mutate(body))}
    >
      <PageHeader title="Batch adjustments" subtitle={community.DisplayName} />
      <Stack>
        <Paper withBorder p="md">
          <BatchAdjustmentFields form={form} codes={codes} onModeChange={() => setActive(null)} />
        </Paper>
        <Paper withBorder p="md">
          <BatchOwnerSelection
            communityId={communityId}
            onApply={(applied: OwnerSelection) => form.setFieldValue('Selection', applied)}
          />
        </Paper>
        <SimpleGrid cols={{ base: 1, lg: 3 }}>
          <BatchCodeLists
            available={codes}
            chosen={values.Codes}
            active={active}
            onAdd={(code) => {
              form.setFieldValue('Codes', [...values.Codes, code]);
              setActive(code.CodeID);
            }}
            onRemove={(codeId) => {
              const rest = values.Codes.filter((c) => c.CodeID !== codeId);
              const others = Object.entries(edited).filter(([id]) => Number(id) !== codeId);
              form.setValues({ Codes: rest, Edited: Object.fromEntries(others) });
              if (active === codeId) setActive(rest[0]?.CodeID ?? null);
            }}
            onActivate={setActive}
          />
          <Paper withBorder p="md" style={{ gridColumn: 'span 2' }}>
            {active !== null && owners.data ? (
              <BatchOwnerGrid
                key={active}
                owners={owners.data.Owners}
                amountOf={amountOf(active, values)}
                editable={values.MethodSelectionAmount === AddAmountMethod.EditEach}
                onEdit={(propertyId, cents) =>
                  form.setFieldValue('Edited', {
                    ...edited,
                    [active]: { ...edited[active], [propertyId]: cents },
                  })
                }
              />
            ) : (
              <Text size="sm" c="dimmed">
                Add a code to see its owners and amounts.
              </Text>
            )}
          </Paper>
        </SimpleGrid>
        <ProblemAlert problem={formProblem(form.errors)} />
        <Group justify="flex-end">
          <MayCall calls={A.PostBatchAdjustment}>
            <Button type="submit" loading={posting.isPending}>
              Post batch
            </Button>
          </MayCall>
        </Group>
      </Stack>
    </form>
  );
}
