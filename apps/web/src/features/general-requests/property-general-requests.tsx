import { contract } from '@hoa/contract';
import { Anchor, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { api } from '../../app/api';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateText } from '../../widgets/date-text';
import {
  PropertyRequestsBox,
  type PropertyRequestsProps,
} from '../../widgets/property-requests-box';
import { GeneralRequestStateBadge } from './general-request-state-badge';
import { generalRequestsKey } from './general-requests-queries';

const C = contract.generalRequests;

/** A property profile's general requests, newest received first (the 25 latest). */
export function PropertyGeneralRequests(props: PropertyRequestsProps) {
  const { communityAgentId } = props;
  return (
    <PropertyRequestsBox
      {...props}
      endpoint={C.GetTicketsPage}
      fetchRows={(query) => api.call(C.GetTicketsPage, { query })}
      areaKey={generalRequestsKey}
      title="General requests"
      empty="No general requests."
    >
      {(rows) => (
        <Table aria-label="General requests of the property">
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.TopsItemId}>
                <Table.Td w={110}>
                  <DateText value={r.ReceivedDate} />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    size="sm"
                    to={buildRoute(SiteMap.ticketView, {
                      communityAgentId,
                      itemId: r.TopsItemId,
                    })}
                  >
                    {r.Subject}
                  </Anchor>
                </Table.Td>
                <Table.Td w={90}>
                  <GeneralRequestStateBadge state={r.State} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </PropertyRequestsBox>
  );
}
