import { contract } from '@hoa/contract';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { MayCall } from '../../../widgets/may-call';
import { VendorEmailModal } from './vendor-email-modal';

const V = contract.workOrderVendors;

/** The work order a button acts on (its item id). */
export interface WorkOrderRef {
  TopsItemId: number;
}

/** "Email to vendor": opens the 'Work order email to vendor' modal (send, record, history). */
export function VendorEmailButton({ workOrder }: { workOrder: WorkOrderRef }) {
  const [opened, setOpened] = useState(false);
  return (
    <MayCall calls={V.GetEmailHistory}>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        Email to vendor
      </Button>
      <VendorEmailModal
        itemId={workOrder.TopsItemId}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </MayCall>
  );
}
