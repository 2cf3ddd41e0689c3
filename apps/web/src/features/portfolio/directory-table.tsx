import type { AgentListRow } from '@hoa/contract';
import { Badge, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useGo } from '../../app/navigation';
import { EmptyRow } from '../../widgets/empty-row';
import { LinkButton } from '../../widgets/link-button';
import { profileViewRoute } from '../crm';

/** Vendors, banks, organizations, amenities or partners: name, where, how to reach them. */
export function DirectoryTable(props: {
  label: string;
  rows: readonly AgentListRow[];
  /** Extra cell at the end of each row, e.g. a vendor's communities button. */
  action?: (row: AgentListRow) => ReactNode;
}) {
  const go = useGo();
  return (
    <Table aria-label={props.label} highlightOnHover striped fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Company</Table.Th>
          <Table.Th>Community</Table.Th>
          <Table.Th>Phone</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>City</Table.Th>
          <Table.Th>Status</Table.Th>
          {props.action ? <Table.Th /> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => (
          <Table.Tr key={row.TopsAgentId}>
            <Table.Td>
              <LinkButton ta="left" onClick={() => void go(profileViewRoute(row))}>
                {row.DisplayName}
              </LinkButton>
            </Table.Td>
            <Table.Td>{row.CompanyName}</Table.Td>
            <Table.Td>{row.CommunityName ?? 'All communities'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.Phone}</Table.Td>
            <Table.Td>{row.PrimaryEmailAddress}</Table.Td>
            <Table.Td>{row.City}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {row.IsActive ? null : <Badge color="gray">Inactive</Badge>}
                {row.IsRegisteredVendor ? <Badge variant="light">Registered</Badge> : null}
              </Group>
            </Table.Td>
            {props.action ? <Table.Td>{props.action(row)}</Table.Td> : null}
          </Table.Tr>
        ))}
        {props.rows.length === 0 ? (
          <EmptyRow colSpan={props.action ? 8 : 7}>Nothing to list.</EmptyRow>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}
