import type { contract } from '@hoa/contract';
import { ReportFormatId } from '@hoa/domain';
import { renderReport } from '../../documents/index';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { queueProfileMail } from '../mail/index';
import { vendorHistoryData } from './vendor-history';

type SendVendorHistoryEmail = typeof contract.communications.SendVendorHistoryEmail;

/**
 * Communications/SendVendorHistoryEmail: the vendor's history in a community, built on the server
 * as an xlsx workbook, queued by email to the given addresses through SendEmail's path.
 */
export function sendVendorHistoryEmail(call: CallerCall<SendVendorHistoryEmail>, files: FileStore) {
  const b = call.input.body;
  return queueProfileMail(call.run, files, b, async () => {
    const data = await call.run((ctx) =>
      vendorHistoryData(ctx, {
        vendorAgentId: b.recipientAgentId,
        communityAgentId: b.communityAgentId,
        startDate: b.startDate,
        endDate: b.endDate,
      }),
    );
    const file = await renderReport(data, ReportFormatId.Xlsx);
    return { fileName: file.fileName, mimeType: file.contentType, bytes: file.body };
  });
}
