import { formatDate } from '@hoa/domain';
import { Badge, Modal, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { vendorCommunitiesQuery } from './portfolio-queries';

/** The user's communities a vendor works in (GetVendorCommunityList). */
export function VendorCommunitiesModal(props: {
  vendorAgentId: number;
  vendorName: string;
  onClose: () => void;
}) {
  const communities = useQuery(vendorCommunitiesQuery(props.vendorAgentId));
  return (
    <Modal opened onClose={props.onClose} title={`${props.vendorName}: communities`} size="md">
      {communities.data ? (
        <Table aria-label="Vendor communities" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Community</Table.Th>
              <Table.Th ta="right">Transactions</Table.Th>
              <Table.Th>Last activity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {communities.data.map((row) => (
              <Table.Tr key={row.CommunityAgentId}>
                <Table.Td>
                  {row.DisplayName}{' '}
                  {row.IsHomeCommunity ? <Badge variant="light">Its community</Badge> : null}
                </Table.Td>
                <Table.Td ta="right">{row.ItemCount}</Table.Td>
                <Table.Td>{row.LastActivityDate ? formatDate(row.LastActivityDate) : ''}</Table.Td>
              </Table.Tr>
            ))}
            {communities.data.length === 0 ? (
              <EmptyRow colSpan={3}>No transactions with this vendor in your communities.</EmptyRow>
            ) : null}
          </Table.Tbody>
        </Table>
      ) : communities.isError ? (
        <LoadError error={communities.error} />
      ) : (
        <PageLoader />
      )}
    </Modal>
  );
}
