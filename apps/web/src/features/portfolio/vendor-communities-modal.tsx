import { type contract, type ResponseOf } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { Badge, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
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
        <DataGrid
          aria-label="Vendor communities"
          rows={communities.data}
          columns={vendorCommunityColumns}
          rowKey={communityKey}
          maxHeight={420}
          empty="No transactions with this vendor in your communities."
        />
      ) : communities.isError ? (
        <LoadError error={communities.error} />
      ) : (
        <PageLoader />
      )}
    </Modal>
  );
}

type VendorCommunity = ResponseOf<typeof contract.portfolio.GetVendorCommunityList>[number];

const communityKey = (row: VendorCommunity) => row.CommunityAgentId;

const vendorCommunityColumns: GridColumn<VendorCommunity>[] = [
  {
    id: 'community',
    header: 'Community',
    width: 240,
    cell: (row) => (
      <>
        {row.DisplayName}{' '}
        {row.IsHomeCommunity ? <Badge variant="light">Its community</Badge> : null}
      </>
    ),
  },
  { id: 'items', header: 'Transactions', width: 110, align: 'right', cell: (row) => row.ItemCount },
  {
    id: 'last',
    header: 'Last activity',
    width: 120,
    cell: (row) => (row.LastActivityDate ? formatDate(row.LastActivityDate) : ''),
  },
];
