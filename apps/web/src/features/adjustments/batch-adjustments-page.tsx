import { contract, type AdjustmentOwner, type AvailableCharge } from '@hoa/contract';
import {
  AddAmountMethod,
  AmountMethods,
  BatchAdjustmentMode,
  BatchAdjustmentModes,
  batchRowAmount,
  localDay,
  OwnerSelectionMethod,
  switchBatchMode,
  WaiveAmountMethod,
  WaiveComparisonFormulas,
  type BatchAdjustmentModeId,
} from '@hoa/domain';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { PageHeader } from '../../widgets/page-header';
import { adjustmentRoute, adjustmentsKey, availableChargesQuery } from './adjustment-queries';
import { BatchCodeLists } from './batch-code-lists';
import { allOwners, BatchOwnerSelection, type OwnerSelection } from './batch-owner-selection';
import { BatchOwnerGrid } from './batch-owner-grid';
import { MoneyInput } from '../../widgets/money-input';
import { MayCall } from '../../widgets/may-call';

const A = contract.adjustments;

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
  const [mode, setMode] = useState<BatchAdjustmentModeId>(BatchAdjustmentMode.AddCharge);
  const [amountMethod, setAmountMethod] = useState<number>(AddAmountMethod.SameForAll);
  const [sameAmount, setSameAmount] = useState<number | null>(null);
  const [comparisonId, setComparisonId] = useState<number | null>(null);
  const [existingCodeId, setExistingCodeId] = useState<number | null>(null);
  const [postDate, setPostDate] = useState<string | null>(localDay(new Date()));
  const [description, setDescription] = useState('');
  const [selection, setSelection] = useState<OwnerSelection>(allOwners);
  const [chosen, setChosen] = useState<AvailableCharge[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const [edited, setEdited] = useState<Record<number, Record<number, number>>>({});
  const available = useQuery(availableChargesQuery(communityId, mode));
  const owners = useQuery({
    queryKey: [...adjustmentsKey, 'owners', communityId, active, selection],
    queryFn: () => ownersCall(communityId, active ?? 0, selection),
    enabled: active !== null,
  });
  const codes = available.data?.Codes ?? [];
  const existingCents = codes.find((c) => c.CodeID === existingCodeId)?.Amount ?? 0;
  const amountOf = (codeId: number) => (owner: AdjustmentOwner) =>
    batchRowAmount(mode, {
      amountMethod,
      sameAmountCents: sameAmount ?? 0,
      editedCents: edited[codeId]?.[owner.PropertyId] ?? 0,
      balanceCents: owner.CurrentBalance,
      existingCodeCents: existingCents,
      comparisonId: mode === BatchAdjustmentMode.WaiveCharge ? comparisonId : null,
    });
  const posting = useMutation({
    mutationFn: async () => {
      // Each code's owners with the same selection; amounts by the method.
      const adjustment = await Promise.all(
        chosen.map(async (code) => {
          const found =
            code.CodeID === active && owners.data
              ? owners.data
              : await ownersCall(communityId, code.CodeID, selection);
          return {
            CodeID: code.CodeID,
            Owners: found.Owners.map((owner) => ({
              PropertyId: owner.PropertyId,
              Amount: amountOf(code.CodeID)(owner),
              CurrentBalance: owner.CurrentBalance,
              TopsCodeCategoryId: code.CodeCategoryID,
            })),
          };
        }),
      );
      return api.call(A.PostBatchAdjustment, {
        body: {
          TransactionTypeId: mode,
          CommunityId: communityId,
          PostDate: postDate ?? '',
          Description: description,
          MethodSelectionAmount: amountMethod,
          MethodSelectionOwner: selection.method,
          SearchOption: mode === BatchAdjustmentMode.WaiveCharge ? comparisonId : null,
          SameAmountForAllOwner: sameAmount ?? 0,
          Adjustment: adjustment,
        },
      });
    },
    onSuccess: async (posted) => {
      showSuccess(
        `${posted.TxnTypeName} #${posted.TopsItemId}: ${posted.OwnerCount} owners posted.`,
      );
      await queryClient.invalidateQueries({ queryKey: adjustmentsKey });
      await go(adjustmentRoute(communityId, posted));
    },
  });
  const methods = AmountMethods[mode];
  const waive = mode === BatchAdjustmentMode.WaiveCharge;
  const needsAmount =
    amountMethod === AddAmountMethod.SameForAll ||
    (waive && amountMethod === WaiveAmountMethod.FullBalance && comparisonId !== null);
  return (
    <>
      <PageHeader title="Batch adjustments" subtitle={community.DisplayName} />
      <Stack>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Mode"
              w="fit-content"
              data={BatchAdjustmentModes.map((m) => ({ value: String(m.Id), label: m.Name }))}
              value={String(mode)}
              onChange={(value) => {
                const next = switchBatchMode(Number(value) as BatchAdjustmentModeId);
                setMode(next.mode);
                setAmountMethod(next.amountMethod);
                setComparisonId(null);
                setChosen([]);
                setActive(null);
                setEdited({});
              }}
            />
            <SimpleGrid cols={{ base: 1, md: 4 }}>
              <Select
                label="Amount method"
                allowDeselect={false}
                data={methods.map((m) => ({ value: String(m.MethodId), label: m.MethodName }))}
                value={String(amountMethod)}
                onChange={(value) => setAmountMethod(Number(value))}
              />
              {waive && amountMethod === WaiveAmountMethod.FullBalance ? (
                <Select
                  label="Only when the balance is"
                  placeholder="Any balance"
                  clearable
                  data={WaiveComparisonFormulas.map((f) => ({
                    value: String(f.MethodId),
                    label: f.MethodName,
                  }))}
                  value={comparisonId === null ? null : String(comparisonId)}
                  onChange={(value) => setComparisonId(value ? Number(value) : null)}
                />
              ) : null}
              {!waive && amountMethod === AddAmountMethod.BasedOnExistingCode ? (
                <Select
                  label="Existing code"
                  data={codes.map((c) => ({
                    value: String(c.CodeID),
                    label: `${c.CodeAlias} – ${c.CodeName}`,
                  }))}
                  value={existingCodeId === null ? null : String(existingCodeId)}
                  onChange={(value) => setExistingCodeId(value ? Number(value) : null)}
                />
              ) : null}
              {needsAmount ? (
                <MoneyInput
                  label={
                    amountMethod === AddAmountMethod.SameForAll
                      ? 'Amount for every owner'
                      : 'Compared amount'
                  }
                  value={sameAmount}
                  onChange={setSameAmount}
                />
              ) : null}
              <DateInput label="Post date" required value={postDate} onChange={setPostDate} />
              <TextInput
                label="Description"
                maxLength={500}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <BatchOwnerSelection communityId={communityId} onApply={setSelection} />
        </Paper>
        <SimpleGrid cols={{ base: 1, lg: 3 }}>
          <BatchCodeLists
            available={codes}
            chosen={chosen}
            active={active}
            onAdd={(code) => {
              setChosen([...chosen, code]);
              setActive(code.CodeID);
            }}
            onRemove={(codeId) => {
              const rest = chosen.filter((c) => c.CodeID !== codeId);
              setChosen(rest);
              setEdited(({ [codeId]: _cleared, ...others }) => others);
              if (active === codeId) setActive(rest[0]?.CodeID ?? null);
            }}
            onActivate={setActive}
          />
          <Paper withBorder p="md" style={{ gridColumn: 'span 2' }}>
            {active !== null && owners.data ? (
              <BatchOwnerGrid
                key={active}
                owners={owners.data.Owners}
                amountOf={amountOf(active)}
                editable={amountMethod === AddAmountMethod.EditEach}
                onEdit={(propertyId, cents) =>
                  setEdited({ ...edited, [active]: { ...edited[active], [propertyId]: cents } })
                }
              />
            ) : (
              <Text size="sm" c="dimmed">
                Add a code to see its owners and amounts.
              </Text>
            )}
          </Paper>
        </SimpleGrid>
        <Group justify="flex-end">
          <MayCall calls={contract.adjustments.PostBatchAdjustment}>
            <Button
              disabled={chosen.length === 0 || !postDate}
              loading={posting.isPending}
              onClick={() => posting.mutate()}
            >
              Post batch
            </Button>
          </MayCall>
        </Group>
      </Stack>
    </>
  );
}
