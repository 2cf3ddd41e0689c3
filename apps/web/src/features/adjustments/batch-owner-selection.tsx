import { OwnerSelectionMethod, OwnerSelectionMethods } from '@hoa/domain';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ownerFiltersQuery, sectionCategoriesQuery } from './adjustment-queries';

/** The owner selection applied to the grid (spec 3 §4: methods 1 to 7). */
export interface OwnerSelection {
  method: number;
  ranges: Record<string, string>;
  sectionId: number | null;
  costCenterId: number | null;
}

export const allOwners: OwnerSelection = {
  method: OwnerSelectionMethod.All,
  ranges: {},
  sectionId: null,
  costCenterId: null,
};

const rangeFields: Record<number, [string, string][]> = {
  [OwnerSelectionMethod.StreetRange]: [
    ['StreetName', 'Street name'],
    ['StreetNumber', 'Street number'],
  ],
  [OwnerSelectionMethod.AccountNumberRange]: [['AccountNumber', 'Account number']],
  [OwnerSelectionMethod.LotNumberRange]: [['LotNumber', 'Lot number']],
  [OwnerSelectionMethod.LastNameRange]: [['LastName', 'Last name']],
};

interface BatchOwnerSelectionProps {
  communityId: number;
  onApply: (selection: OwnerSelection) => void;
}

/** Chooses the owners of the batch: all, a range of one kind, a section or a cost center. */
export function BatchOwnerSelection({ communityId, onApply }: BatchOwnerSelectionProps) {
  const [draft, setDraft] = useState<OwnerSelection>(allOwners);
  const filters = useQuery(ownerFiltersQuery(communityId));
  const sectionGroups = useQuery({
    ...sectionCategoriesQuery(communityId),
    enabled: draft.method === OwnerSelectionMethod.BySection,
  });
  const setRange = (key: string, value: string) =>
    setDraft({ ...draft, ranges: { ...draft.ranges, [key]: value } });
  const streets = (filters.data?.StreetNames ?? []).map((s) => ({ value: s, label: s }));
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} verticalSpacing="xs">
      <Select
        label="Owner selection"
        allowDeselect={false}
        data={OwnerSelectionMethods.map((m) => ({
          value: String(m.MethodId),
          label: m.MethodName,
        }))}
        value={String(draft.method)}
        onChange={(value) => setDraft({ ...allOwners, method: Number(value) })}
      />
      {(rangeFields[draft.method] ?? []).flatMap(([key, label]) =>
        (['Start', 'End'] as const).map((end) =>
          key === 'StreetName' ? (
            <Select
              key={key + end}
              label={`${label} ${end === 'Start' ? 'from' : 'to'}`}
              searchable
              clearable
              data={streets}
              value={draft.ranges[key + end] ?? null}
              onChange={(value) => setRange(key + end, value ?? '')}
            />
          ) : (
            <TextInput
              key={key + end}
              label={`${label} ${end === 'Start' ? 'from' : 'to'}`}
              value={draft.ranges[key + end] ?? ''}
              onChange={(e) => setRange(key + end, e.currentTarget.value)}
            />
          ),
        ),
      )}
      {draft.method === OwnerSelectionMethod.BySection ? (
        <Select
          label="Section"
          data={(sectionGroups.data ?? []).map((g) => ({
            group: g.CodeCategoryName ?? 'No category',
            items: g.Sections.map((s) => ({
              value: String(s.CodeID),
              label: `${s.CodeAlias} – ${s.CodeName}`,
            })),
          }))}
          value={draft.sectionId === null ? null : String(draft.sectionId)}
          onChange={(value) => setDraft({ ...draft, sectionId: value ? Number(value) : null })}
        />
      ) : null}
      {draft.method === OwnerSelectionMethod.ByCostCenter ? (
        <Select
          label="Cost center"
          data={(filters.data?.CostCenters ?? []).map((c) => ({
            value: String(c.CostCenterId),
            label: `${c.CostCenterNumber} ${c.CostCenterName}`,
          }))}
          value={draft.costCenterId === null ? null : String(draft.costCenterId)}
          onChange={(value) => setDraft({ ...draft, costCenterId: value ? Number(value) : null })}
        />
      ) : null}
      <Group align="flex-end">
        <Button
          variant="light"
          disabled={
            (draft.method === OwnerSelectionMethod.BySection && draft.sectionId === null) ||
            (draft.method === OwnerSelectionMethod.ByCostCenter && draft.costCenterId === null)
          }
          onClick={() => onApply(draft)}
        >
          Find owners
        </Button>
      </Group>
    </SimpleGrid>
  );
}
