import { Badge, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import type { GridColumn } from '../../widgets/data-grid/data-grid';
import { LinkButton } from '../../widgets/link-button';
import { profileViewRoute } from '../crm';

interface NamedAgent {
  TopsAgentId: number;
  TopsAgentTypeId: number;
  DisplayName: string;
}

/** The name column of a list of people or companies: the name opens the profile. */
export function agentNameColumn<Row extends NamedAgent>(
  go: ReturnType<typeof useGo>,
): GridColumn<Row> {
  return {
    id: 'name',
    header: 'Name',
    width: 200,
    cell: (row) => (
      <LinkButton ta="left" onClick={() => void go(profileViewRoute(row))}>
        {row.DisplayName}
      </LinkButton>
    ),
  };
}

/** A phone number on one line. */
export function phoneColumn<Row extends { Phone: string | null }>(): GridColumn<Row> {
  return {
    id: 'phone',
    header: 'Phone',
    width: 130,
    cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.Phone}</span>,
  };
}

/** An owner's or property's account number, in monospace. */
export function accountColumn<Row extends { AccountNumber: string | null }>(): GridColumn<Row> {
  return {
    id: 'account',
    header: 'Account',
    width: 100,
    cell: (row) => <span style={{ fontFamily: 'monospace' }}>{row.AccountNumber}</span>,
  };
}

/** The name column of a list of communities: the name opens the community's home. */
export function communityNameColumn<Row extends { CommunityAgentId: number; DisplayName: string }>(
  go: ReturnType<typeof useGo>,
): GridColumn<Row> {
  return {
    id: 'community',
    header: 'Community',
    width: 220,
    cell: (row) => (
      <LinkButton
        ta="left"
        onClick={() =>
          void go(buildRoute(SiteMap.communityHome, { communityAgentId: row.CommunityAgentId }))
        }
      >
        {row.DisplayName}
      </LinkButton>
    ),
  };
}

/** The status column of a portfolio list: Inactive for an inactive row, then what `more` adds. */
export function activeStatusColumn<Row extends { IsActive: boolean }>(
  more: (row: Row) => ReactNode,
): GridColumn<Row> {
  return {
    id: 'status',
    header: 'Status',
    width: 170,
    cell: (row) => (
      <Group gap={4}>
        {row.IsActive ? null : <Badge color="gray">Inactive</Badge>}
        {more(row)}
      </Group>
    ),
  };
}
