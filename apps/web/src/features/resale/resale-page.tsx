import type { ResaleProperty } from '@hoa/contract';
import { Button, Group, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { resalePageSize, resaleSearchQuery } from './resale-queries';
import { ResaleOwnerBrowser } from './resale-owner-browser';
import { SplitLedgerDrawer } from './split-ledger-drawer';

/** Property resale: find a property (POST /Resale/Search), then process its resale or split. */
export function ResalePage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [selling, setSelling] = useState<ResaleProperty | null>(null);
  const [splitting, setSplitting] = useState<ResaleProperty | null>(null);
  const found = useQuery(resaleSearchQuery(communityAgentId, text.trim(), page));
  const columns = useMemo(() => propertyColumns(setSelling, setSplitting), []);
  const pages = Math.max(1, Math.ceil((found.data?.TotalCount ?? 0) / resalePageSize));
  return (
    <>
      <PageHeader title="Property resale" subtitle={community.DisplayName} />
      <TextInput
        label="Find a property"
        placeholder="Account number, address or owner name"
        w={360}
        mb="sm"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPage(1);
        }}
      />
      {found.isError ? <LoadError error={found.error} /> : null}
      <DataGrid
        aria-label="Properties"
        rows={found.data?.Properties ?? []}
        columns={columns}
        rowKey={propertyKey}
        rowHeight={36}
        empty={found.isPending ? 'Loading…' : `No property matches “${text}”.`}
        footer={<GridPager pages={pages} page={page} onChange={setPage} />}
      />
      <ResaleOwnerBrowser property={selling} onClose={() => setSelling(null)} />
      <SplitLedgerDrawer property={splitting} onClose={() => setSplitting(null)} />
    </>
  );
}

const propertyKey = (p: ResaleProperty) => p.PropertyAgentId;

function propertyColumns(
  sell: (property: ResaleProperty) => void,
  split: (property: ResaleProperty) => void,
): GridColumn<ResaleProperty>[] {
  return [
    { id: 'account', header: 'Account', width: 100, cell: (p) => p.AccountNumber },
    { id: 'address', header: 'Address', width: 240, cell: (p) => p.Address },
    { id: 'owner', header: 'Primary owner', width: 200, cell: (p) => p.OwnerName },
    moneyColumn('balance', 'Balance', (p) => p.Balance),
    {
      id: 'previous',
      header: 'Previous owners',
      width: 130,
      align: 'right',
      cell: (p) => p.PreviousOwnerCount,
    },
    {
      id: 'actions',
      header: '',
      width: 200,
      cell: (p) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" onClick={() => sell(p)}>
            Resale
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={p.PreviousOwnerCount === 0}
            onClick={() => split(p)}
          >
            Split ledger
          </Button>
        </Group>
      ),
    },
  ];
}
