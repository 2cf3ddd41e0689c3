import type { OwnershipRow } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Table } from '@mantine/core';
import { useGo } from '../../app/navigation';
import { EmptyRow } from '../../widgets/empty-row';
import { LinkButton } from '../../widgets/link-button';
import { profileViewRoute } from '../crm';
import { streetText } from './row-format';

/** Owners with the property they hold: owner search results and the owner portfolio. */
export function OwnershipTable(props: {
  label: string;
  rows: readonly OwnershipRow[];
  showCommunity?: boolean;
  showBalance?: boolean;
}) {
  const go = useGo();
  const columns = 6 + (props.showCommunity ? 1 : 0) + (props.showBalance ? 1 : 0);
  return (
    <Table aria-label={props.label} highlightOnHover striped fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Account</Table.Th>
          <Table.Th>Property address</Table.Th>
          {props.showCommunity ? <Table.Th>Community</Table.Th> : null}
          <Table.Th>Phone</Table.Th>
          <Table.Th>Email</Table.Th>
          {props.showBalance ? <Table.Th ta="right">Balance</Table.Th> : null}
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
            <Table.Td>{row.AgentTypeName}</Table.Td>
            <Table.Td ff="monospace">{row.AccountNumber}</Table.Td>
            <Table.Td>{streetText(row)}</Table.Td>
            {props.showCommunity ? <Table.Td>{row.CommunityName}</Table.Td> : null}
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.Phone}</Table.Td>
            <Table.Td>{row.PrimaryEmailAddress}</Table.Td>
            {props.showBalance ? <Table.Td ta="right">{formatCents(row.Balance)}</Table.Td> : null}
          </Table.Tr>
        ))}
        {props.rows.length === 0 ? <EmptyRow colSpan={columns}>No owners found.</EmptyRow> : null}
      </Table.Tbody>
    </Table>
  );
}
