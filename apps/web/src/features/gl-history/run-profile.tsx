import {
  contract,
  type ChargeItemAgent,
  type CollectionProfileProperty,
  type ProfileItem,
} from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import {
  Badge,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '../../app/api';
import { DateText } from '../../widgets/date-text';
import { EmptyRow } from '../../widgets/empty-row';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { glHistoryKey } from './gl-history-queries';

// The profile of a receivable run on the transaction profile (spec 3 §7 'Transaction profiles'):
// apply charges, late fee, interest and prepaids runs (40-43) and collection runs (53), seen from
// the route's agent, the owners a page of 5 at a time (spec 3 §9 'Apply-charges and collection
// panels 5').

export const ApplyChargesRunTypes: readonly number[] = [40, 41, 42, 43];
export const CollectionRunType = 53;
const pageSize = 5;

type ProfileQuery = { agentId: number; itemId: number; skip: number; take: number };

/** What both run profiles answer around their rows. */
interface RunProfileData {
  Item: ProfileItem;
  Agent: { IsCommunity: boolean; DisplayName: string };
  AgentTotal: number;
  TotalCount: number;
}

const fetchApplyChargesProfile = (query: ProfileQuery) =>
  api.call(contract.profilePage.GetApplyChargesProfile, { query });
const fetchCollectionProfile = (query: ProfileQuery) =>
  api.call(contract.profilePage.GetCollectionProfile, { query });

/** The run's header: type, status, dates, community, description, totals, who accrued and posted. */
function RunHeader({
  item,
  agentTotal,
  agentName,
}: {
  item: ProfileItem;
  agentTotal: number;
  agentName: string | null;
}) {
  return (
    <Paper withBorder p="md" radius="sm" aria-label="Run">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
        <Fact label="Transaction">
          {item.TxnTypeName} #{item.TopsItemId}
        </Fact>
        <Fact label="Status">
          <Badge variant="light">{item.StatusName}</Badge>
        </Fact>
        <Fact label="Post Date">
          <DateText value={item.PostDate} />
        </Fact>
        <Fact label="Community">{item.CommunityName}</Fact>
        <Fact label="Description">{item.Description ?? ''}</Fact>
        <Fact label="Owners">{item.OwnersCount}</Fact>
        <Fact label="Total">{formatCents(item.TotalAmount)}</Fact>
        {item.IsTransactionEdited ? (
          <Fact label="As accrued">{formatCents(item.AccruedAmount)}</Fact>
        ) : null}
        <Fact label="Accrued by">{item.CreatedBy ?? ''}</Fact>
        <Fact label="Posted by">{item.PostedBy ?? ''}</Fact>
        {agentName !== null ? (
          <Fact label={`Total for ${agentName}`}>{formatCents(agentTotal)}</Fact>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}

const codesOf = (owner: ChargeItemAgent) =>
  owner.Details.map((d) => `${d.CodeAlias} ${formatCents(d.IsDebit ? d.Amount : -d.Amount)}`).join(
    ', ',
  );

/**
 * A run profile of a kind: its header, a title, the table of the page shown and the pager (5 a
 * page); `table` draws the rows of the page.
 */
function RunProfile<T extends RunProfileData>({
  kind,
  fetch,
  agentId,
  itemId,
  title,
  table,
}: {
  kind: string;
  fetch: (query: ProfileQuery) => Promise<T>;
  agentId: number;
  itemId: number;
  title: (profile: T) => string;
  table: (profile: T) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const query = { agentId, itemId, skip: (page - 1) * pageSize, take: pageSize };
  const profile = useQuery({
    queryKey: [...glHistoryKey, kind, 'profile', query],
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
  });
  if (!profile.data) return profile.isError ? <LoadError error={profile.error} /> : <PageLoader />;
  const p = profile.data;
  const pages = Math.ceil(p.TotalCount / pageSize);
  return (
    <Stack gap="sm">
      <RunHeader
        item={p.Item}
        agentTotal={p.AgentTotal}
        agentName={p.Agent.IsCommunity ? null : p.Agent.DisplayName}
      />
      <Title order={5}>{title(p)}</Title>
      <Paper withBorder radius="sm">
        {table(p)}
      </Paper>
      {pages > 1 ? (
        <Group justify="flex-end">
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            aria-label="Owner pages"
          />
        </Group>
      ) : null}
    </Stack>
  );
}

/** GetApplyChargesProfile: the run and its owner lines (all from the community, else the agent's). */
export function ApplyChargesProfile({ agentId, itemId }: { agentId: number; itemId: number }) {
  return (
    <RunProfile
      kind="apply-charges"
      fetch={fetchApplyChargesProfile}
      agentId={agentId}
      itemId={itemId}
      title={(p) => (p.Agent.IsCommunity ? 'Owners in the run' : `Lines of ${p.Agent.DisplayName}`)}
      table={(p) => (
        <Table aria-label={`Owners of run ${String(itemId)}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th>Owner</Table.Th>
              <Table.Th>Property</Table.Th>
              <Table.Th>Codes</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.Owners.map((o) => (
              <Table.Tr key={o.TopsAgentId}>
                <Table.Td>{o.AccountNumber}</Table.Td>
                <Table.Td>{o.OwnerName}</Table.Td>
                <Table.Td>{o.Address}</Table.Td>
                <Table.Td>{codesOf(o)}</Table.Td>
                <Table.Td ta="right">{formatCents(o.Total)}</Table.Td>
              </Table.Tr>
            ))}
            {p.Owners.length === 0 ? <EmptyRow colSpan={5}>No owner lines.</EmptyRow> : null}
          </Table.Tbody>
        </Table>
      )}
    />
  );
}

const statusOf = (p: CollectionProfileProperty) =>
  p.CurrentAlias === null ? 'Not in collection' : `${p.CurrentAlias} ${p.CurrentName ?? ''}`;

/** GetCollectionProfile: the run, its properties with the action given and their status now. */
export function CollectionProfile({ agentId, itemId }: { agentId: number; itemId: number }) {
  return (
    <RunProfile
      kind="collection"
      fetch={fetchCollectionProfile}
      agentId={agentId}
      itemId={itemId}
      title={() => 'Properties in the collection'}
      table={(p) => (
        <Table aria-label={`Properties of collection ${String(itemId)}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th>Owner</Table.Th>
              <Table.Th>Property</Table.Th>
              <Table.Th>Action given</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Status now</Table.Th>
              <Table.Th>Since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.Properties.map((o) => (
              <Table.Tr key={o.TopsAgentId}>
                <Table.Td>{o.AccountNumber}</Table.Td>
                <Table.Td>{o.OwnerName}</Table.Td>
                <Table.Td>{o.Address}</Table.Td>
                <Table.Td>
                  {o.ActionAlias === null ? '' : `${o.ActionAlias} ${o.ActionName ?? ''}`}
                </Table.Td>
                <Table.Td ta="right">{formatCents(o.Total)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Text size="sm">{statusOf(o)}</Text>
                    {o.IsOnHold ? (
                      <Badge size="sm" color="yellow" variant="light">
                        On hold
                      </Badge>
                    ) : null}
                    {o.IsCurrent ? null : (
                      <Badge size="sm" color="gray" variant="light">
                        Changed since
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <DateText value={o.CurrentSince} />
                </Table.Td>
              </Table.Tr>
            ))}
            {p.Properties.length === 0 ? <EmptyRow colSpan={7}>No properties.</EmptyRow> : null}
          </Table.Tbody>
        </Table>
      )}
    />
  );
}
