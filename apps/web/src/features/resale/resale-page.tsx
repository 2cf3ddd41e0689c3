import type { ResaleProperty } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Button, Group, Pagination, Paper, Table, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { EmptyRow } from '../../widgets/empty-row';
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
      <Paper withBorder>
        <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label="Properties">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Primary owner</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
              <Table.Th ta="right">Previous owners</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {found.data?.Properties.length === 0 ? (
              <EmptyRow colSpan={6}>No property matches “{text}”.</EmptyRow>
            ) : null}
            {found.data?.Properties.map((p) => (
              <Table.Tr key={p.PropertyAgentId}>
                <Table.Td>{p.AccountNumber}</Table.Td>
                <Table.Td>{p.Address}</Table.Td>
                <Table.Td>{p.OwnerName}</Table.Td>
                <Table.Td ta="right">{formatCents(p.Balance)}</Table.Td>
                <Table.Td ta="right">{p.PreviousOwnerCount}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="compact-sm" onClick={() => setSelling(p)}>
                      Resale
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={p.PreviousOwnerCount === 0}
                      onClick={() => setSplitting(p)}
                    >
                      Split ledger
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {pages > 1 ? (
        <Group justify="center" mt="sm">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      <ResaleOwnerBrowser property={selling} onClose={() => setSelling(null)} />
      <SplitLedgerDrawer property={splitting} onClose={() => setSplitting(null)} />
    </>
  );
}
