import type { CcrConsistency } from '@hoa/contract';
import { ConsistencyDays } from '@hoa/domain';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import {
  ccrCodesQuery,
  consistencyOptionsQuery,
  consistencyQuery,
  type ConsistencyAsk,
} from './ccr-reports-queries';

type Property = CcrConsistency['NotCited'][number];
type Cited = CcrConsistency['Cited'][number];
/** A citation of a cited property: one row each. */
interface CitedRow {
  property: Cited;
  citation: Cited['Citations'][number];
  first: boolean;
}

const stateColors = { Open: 'orange', Resolved: 'green', Closed: 'gray' } as const;
const dayOptions = ['30', '60', String(ConsistencyDays.Default), '180', '365'].map((d) => ({
  value: d,
  label: `Last ${d} days`,
}));

const citedColumns: GridColumn<CitedRow>[] = [
  {
    id: 'property',
    header: 'Property',
    width: 200,
    cell: (r) => (r.first ? r.property.PropertyName : ''),
  },
  { id: 'owner', header: 'Owner', width: 180, cell: (r) => (r.first ? r.property.OwnerName : '') },
  {
    id: 'observed',
    header: 'Observed',
    width: 110,
    cell: (r) => <DateText value={r.citation.ObservedDate} />,
  },
  {
    id: 'state',
    header: 'State',
    width: 100,
    cell: (r) => (
      <Badge variant="light" color={stateColors[r.citation.State]}>
        {r.citation.State}
      </Badge>
    ),
  },
];

const notCitedColumns: GridColumn<Property>[] = [
  { id: 'property', header: 'Property', width: 200, cell: (r) => r.PropertyName },
  { id: 'account', header: 'Account', width: 100, cell: (r) => r.AccountNumber ?? '' },
  { id: 'owner', header: 'Owner', width: 180, cell: (r) => r.OwnerName },
];

/**
 * The consistency view (issue 20, "why me and not my neighbour"): for a CCR code and a street or
 * section, the properties cited for the code in the last N days, each citation with its observed
 * date and state, beside those not cited.
 */
export function ConsistencyPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const [codeId, setCodeId] = useState<string | null>(null);
  const [by, setBy] = useState<'street' | 'section'>('street');
  const [street, setStreet] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [days, setDays] = useState<string>(String(ConsistencyDays.Default));
  const codes = useQuery(ccrCodesQuery(communityAgentId));
  const options = useQuery(consistencyOptionsQuery(communityAgentId));
  const place = by === 'street' ? street : sectionId;
  const ask: ConsistencyAsk | null =
    codeId && place
      ? {
          communityAgentId,
          topsCodeId: Number(codeId),
          days: Number(days),
          ...(by === 'street' ? { streetName: place } : { sectionId: Number(place) }),
        }
      : null;
  const view = useQuery(consistencyQuery(ask));
  const cited: CitedRow[] = (view.data?.Cited ?? []).flatMap((property) =>
    property.Citations.map((citation, i) => ({ property, citation, first: i === 0 })),
  );
  const reportLink = (name: string, label: string) => (
    <Anchor component={Link} size="sm" to={buildRoute(SiteMap.report, { name, communityAgentId })}>
      {label}
    </Anchor>
  );
  return (
    <>
      <PageHeader
        title="Consistency view"
        subtitle={community.DisplayName}
        actions={
          <Group gap="md">
            {reportLink('CCR', 'CCR report')}
            {reportLink('GlobalCCR', 'Global CCR report')}
          </Group>
        }
      />
      <Stack gap="md">
        <Paper withBorder p="sm">
          <Group gap="sm" align="flex-end">
            <Select
              label="Code"
              w={260}
              searchable
              placeholder="Choose a CCR code"
              data={(codes.data ?? []).map((c) => ({
                value: String(c.TopsCodeId),
                label: `${c.CodeAlias} · ${c.CodeName}`,
              }))}
              value={codeId}
              onChange={setCodeId}
            />
            <SegmentedControl
              aria-label="Street or section"
              data={[
                { value: 'street', label: 'Street' },
                { value: 'section', label: 'Section' },
              ]}
              value={by}
              onChange={(value) => {
                setBy(value === 'section' ? 'section' : 'street');
              }}
            />
            {by === 'street' ? (
              <Select
                label="Street"
                w={220}
                searchable
                placeholder="Choose a street"
                data={options.data?.StreetNames ?? []}
                value={street}
                onChange={setStreet}
              />
            ) : (
              <Select
                label="Section"
                w={220}
                searchable
                placeholder="Choose a section"
                data={(options.data?.Sections ?? []).map((s) => ({
                  value: String(s.CodeID),
                  label: `${s.CodeAlias} · ${s.CodeName}`,
                }))}
                value={sectionId}
                onChange={setSectionId}
              />
            )}
            <Select
              label="Period"
              w={160}
              allowDeselect={false}
              data={dayOptions}
              value={days}
              onChange={(value) => {
                if (value) setDays(value);
              }}
            />
          </Group>
        </Paper>
        {ask === null ? (
          <Alert color="blue" variant="light">
            Choose a code and a {by} to compare its properties.
          </Alert>
        ) : view.isError ? (
          <LoadError error={view.error} />
        ) : view.data ? (
          <>
            <Text size="sm" c="dimmed">
              {view.data.CodeAlias} · {view.data.CodeName}, observed{' '}
              <DateText value={view.data.From} /> to <DateText value={view.data.To} />
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Stack gap="xs">
                <Title order={4}>Cited ({view.data.Cited.length})</Title>
                <DataGrid
                  aria-label="Cited properties"
                  rows={cited}
                  columns={citedColumns}
                  rowKey={(r) => r.citation.TopsItemId}
                  maxHeight={480}
                  empty="No property here was cited for this code in the period."
                  onRowClick={(r) =>
                    void go(
                      buildRoute(SiteMap.ccrViolationView, {
                        communityAgentId,
                        parentView: 'consistency',
                        itemId: r.citation.TopsItemId,
                      }),
                    )
                  }
                />
              </Stack>
              <Stack gap="xs">
                <Title order={4}>Not cited ({view.data.NotCited.length})</Title>
                <DataGrid
                  aria-label="Properties not cited"
                  rows={view.data.NotCited}
                  columns={notCitedColumns}
                  rowKey={(r) => r.PropertyAgentId}
                  maxHeight={480}
                  empty="Every property here was cited for this code in the period."
                />
              </Stack>
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </>
  );
}
