import { contract } from '@hoa/contract';
import { localDay, Messages } from '@hoa/domain';
import { api } from '../../app/api';
import { downloadFile } from '../../widgets/download-file';
import type { HistoryMail } from '../owner-ledger';

/** Communications/GetVendorHistory: a vendor's history in a community up to today (xlsx). */
export function downloadVendorHistory(vendorAgentId: number, communityAgentId: number) {
  return downloadFile(
    contract.apVendors.GetVendorHistory.path,
    'Vendor-History.xlsx',
    Messages.unknownError,
    {
      body: {
        vendorAgentId,
        communityAgentId,
        startDate: null,
        endDate: localDay(new Date()),
        format: 2,
      },
    },
  );
}

/** Communications/SendVendorHistoryEmail: the server builds the workbook and queues the mail. */
export function emailVendorHistory(
  vendorAgentId: number,
  communityAgentId: number,
  mail: HistoryMail,
) {
  return api.call(contract.communications.SendVendorHistoryEmail, {
    body: {
      recipientAgentId: vendorAgentId,
      communityAgentId,
      ...mail,
      startDate: null,
      endDate: localDay(new Date()),
    },
  });
}
