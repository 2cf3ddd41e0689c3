import { contract, type AdjustmentLineInput } from '@hoa/contract';
import { AdjustmentTypeNames, isAdjustmentTxnType, localDay, TxnTypeId } from '@hoa/domain';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { AcceleratedLines, type AcceleratedChoice } from './accelerated-lines';
import { AdjustmentLines, newLine, type DraftLine } from './adjustment-lines';
import {
  acceleratedQuery,
  adjustmentRoute,
  adjustmentsKey,
  ownerCodesQuery,
} from './adjustment-queries';
import { PropertySelect } from './property-select';

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
  const go = useGo();
  const queryClient = useQueryClient();
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const txnTypeId = Number(useParams({ strict: false }).txnTypeId);
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [postDate, setPostDate] = useState<string | null>(localDay(new Date()));
  const [reference, setReference] = useState('');
  const [description, setDescription] = useState('');
  const [lines, setLines] = useState<DraftLine[]>([newLine()]);
  const [accelerated, setAccelerated] = useState<AcceleratedChoice[]>([]);
  const isAccelerated =
    txnTypeId === TxnTypeId.AcceleratedCharge || txnTypeId === TxnTypeId.AcceleratedWaive;
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
  const saving = useMutation({
    mutationFn: (IsPosted: boolean) =>
      api.call(contract.adjustments.SaveAdjustment, {
        body: {
          TopsTxnTypeId: txnTypeId,
          CommunityAgentId: communityAgentId,
          PropertyAgentId: propertyId ?? 0,
          PostDate: postDate ?? '',
          Reference: reference,
          Description: description,
          IsPosted,
          Adjustment: isAccelerated
            ? accelerated.map((c) => ({
                CodeID: c.CodeId,
                TotalAmount: txnTypeId === TxnTypeId.AcceleratedWaive ? (c.Amount ?? 0) : 0,
                NumberOfPeriods: c.NumberOfPeriods,
              }))
            : lines.filter((line) => line.CodeID !== null).map(toInput),
        },
      }),
    onSuccess: async (saved) => {
      showSuccess(`${saved.TxnTypeName} #${saved.TopsItemId} ${saved.StatusName.toLowerCase()}.`);
      await queryClient.invalidateQueries({ queryKey: adjustmentsKey });
      await go(adjustmentRoute(communityAgentId, saved));
    },
  });
  if (!isAdjustmentTxnType(txnTypeId))
    return <LoadError error={new Error('Not an adjustment type.')} />;
  const ready =
    propertyId !== null &&
    postDate !== null &&
    (isAccelerated ? accelerated.length > 0 : lines.some((line) => line.CodeID !== null));
  return (
    <>
      <PageHeader title={AdjustmentTypeNames[txnTypeId]} subtitle={community.DisplayName} />
      <Stack>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <PropertySelect
              communityAgentId={communityAgentId}
              value={propertyId}
              onChange={(id) => {
                setPropertyId(id);
                setLines([newLine()]);
                setAccelerated([]);
              }}
            />
            <DateInput label="Post date" required value={postDate} onChange={setPostDate} />
            <TextInput
              label="Reference"
              maxLength={100}
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
            />
            <TextInput
              label="Description"
              maxLength={500}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
          </SimpleGrid>
        </Paper>
        {propertyId !== null ? (
          <Paper withBorder p="md">
            {isAccelerated ? (
              rows.data ? (
                <AcceleratedLines
                  waive={txnTypeId === TxnTypeId.AcceleratedWaive}
                  rows={rows.data.Rows}
                  chosen={accelerated}
                  onChange={setAccelerated}
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
                lines={lines}
                onChange={setLines}
              />
            ) : codes.isError ? (
              <LoadError error={codes.error} />
            ) : null}
          </Paper>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void go(buildRoute(SiteMap.adjustmentsIndex, { communityAgentId }))}
          >
            Cancel
          </Button>
          <Button
            variant="default"
            disabled={!ready}
            loading={saving.isPending && saving.variables === false}
            onClick={() => saving.mutate(false)}
          >
            Save for review
          </Button>
          <Button
            disabled={!ready}
            loading={saving.isPending && saving.variables}
            onClick={() => saving.mutate(true)}
          >
            Post
          </Button>
        </Group>
      </Stack>
    </>
  );
}
