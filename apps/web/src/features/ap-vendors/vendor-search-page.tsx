import { contract, type VendorSearchRow } from '@hoa/contract';
import {
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  Pagination,
  Paper,
  Select,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showError } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { PageHeader } from '../../widgets/page-header';
import { downloadReport } from '../../widgets/report-viewer/download-report';
import { VendorApPanel } from './vendor-ap-panel';

const take = 25;

/** Vendor search of payables: name, tag and tax id; paged; export; a vendor's AP profile beside. */
export function VendorSearchPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const [searchTerm, setSearchTerm] = useState('');
  const [taxId, setTaxId] = useState('');
  const [tagId, setTagId] = useState<string | null>(null);
  const [registeredOnly, setRegisteredOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [chosenId, setChosen] = useState<number | null>(null);
  const tags = useQuery({
    queryKey: ['vendor-tags'],
    queryFn: () => api.call(contract.apVendors.GetVendorTags, {}),
  });
  const filter: Record<string, string | number> = { communityAgentId };
  if (searchTerm.trim()) filter.searchTerm = searchTerm.trim();
  if (taxId.trim()) filter.taxId = taxId.trim();
  if (tagId) filter.tagId = Number(tagId);
  if (registeredOnly) filter.isRegisteredVendor = 'true';
  const vendors = useQuery({
    queryKey: ['vendor-search', filter, page],
    queryFn: () =>
      api.call(contract.apVendors.SearchVendors, {
        query: { ...filter, skip: (page - 1) * take, take },
      }),
  });
  const exportAll = () => {
    const search = new URLSearchParams(
      Object.entries(filter).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    downloadReport(`${contract.apVendors.ExportVendors.path}?${search.toString()}`).catch(
      showError,
    );
  };
  const total = vendors.data?.TotalCount ?? 0;
  const chosen = vendors.data?.Results.find((v) => v.VendorAgentId === chosenId) ?? null;
  return (
    <>
      <PageHeader title="Vendors" subtitle={community.DisplayName} />
      <Paper withBorder p="sm" mb="md">
        <Group align="flex-end">
          <TextInput
            label="Name"
            w={220}
            value={searchTerm}
            onChange={(e) => {
              setSearchTerm(e.currentTarget.value);
              setPage(1);
            }}
          />
          <TextInput
            label="Tax id"
            w={150}
            value={taxId}
            onChange={(e) => {
              setTaxId(e.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label="Tag"
            w={200}
            clearable
            data={(tags.data ?? []).map((t) => ({ value: String(t.TagId), label: t.Tag }))}
            value={tagId}
            onChange={(v) => {
              setTagId(v);
              setPage(1);
            }}
          />
          <Checkbox
            label="Registered vendors only"
            mb={8}
            checked={registeredOnly}
            onChange={(e) => {
              setRegisteredOnly(e.currentTarget.checked);
              setPage(1);
            }}
          />
          <Button variant="default" onClick={exportAll}>
            Export
          </Button>
        </Group>
      </Paper>
      <Grid>
        <Grid.Col span={{ base: 12, lg: chosen ? 6 : 12 }}>
          <DataGrid
            aria-label="Vendors"
            rows={vendors.data?.Results ?? []}
            columns={vendorColumns}
            rowKey={vendorKey}
            onRowClick={(v) => setChosen(v.VendorAgentId)}
            rowTone={(v) =>
              chosenId === v.VendorAgentId ? 'var(--mantine-color-blue-light)' : undefined
            }
            rowHeight={37}
            empty={vendors.data ? 'No vendor matches.' : 'Loading…'}
            footer={
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {total} vendors
                </Text>
                <Pagination total={Math.ceil(total / take)} value={page} onChange={setPage} />
              </Group>
            }
          />
        </Grid.Col>
        {chosen ? (
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <VendorApPanel
              key={chosen.VendorAgentId}
              vendor={chosen}
              communityAgentId={communityAgentId}
            />
          </Grid.Col>
        ) : null}
      </Grid>
    </>
  );
}

const vendorKey = (v: VendorSearchRow) => v.VendorAgentId;

const vendorColumns: GridColumn<VendorSearchRow>[] = [
  { id: 'name', header: 'Name', cell: (v) => v.DisplayName },
  { id: 'tax', header: 'Tax id', width: 110, cell: (v) => v.FederalTaxNumber ?? '' },
  {
    id: 'tags',
    header: 'Tags',
    width: 160,
    cell: (v) => (
      <Group gap={4}>
        {v.Tags.map((t) => (
          <Badge key={t.TagId} variant="light" size="sm">
            {t.Tag}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    width: 150,
    cell: (v) => (
      <Group gap={4}>
        {v.IsOnPaymentHold ? (
          <Badge color="red" size="sm">
            Payment hold
          </Badge>
        ) : null}
        {v.IsRegisteredVendor ? (
          <Badge color="teal" size="sm">
            Registered
          </Badge>
        ) : null}
      </Group>
    ),
  },
];
