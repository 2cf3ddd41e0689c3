import { contract } from '@hoa/contract';
import { Anchor, Table } from '@mantine/core';
import { api } from '../../app/api';
import { DateText } from '../../widgets/date-text';
import {
  PropertyRequestsBox,
  type PropertyRequestsProps,
} from '../../widgets/property-requests-box';
import { openServiceRequestDrawer } from './service-request-drawer';
import { ServiceRequestStateBadge } from './service-request-state-badge';
import { serviceRequestsKey } from './service-requests-queries';

const C = contract.serviceRequests;

/** A property profile's service requests, newest received first (the 25 latest); each opens its drawer. */
export function PropertyServiceRequests(props: PropertyRequestsProps) {
  return (
    <PropertyRequestsBox
      {...props}
      endpoint={C.TicketsPage}
      fetchRows={(query) => api.call(C.TicketsPage, { query })}
      areaKey={serviceRequestsKey}
      title="Service requests"
      empty="No service requests."
    >
      {(rows) => (
        <Table aria-label="Service requests of the property">
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.TopsItemId}>
                <Table.Td w={110}>
                  <DateText value={r.ReceivedDate} />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => openServiceRequestDrawer(r.TopsItemId, 'property')}
                  >
                    {r.Description}
                  </Anchor>
                </Table.Td>
                <Table.Td w={110}>
                  <ServiceRequestStateBadge state={r.State} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </PropertyRequestsBox>
  );
}
