import { CouponMessages } from '@hoa/domain';
import { downloadFile } from '../../widgets/download-file';

// Statements, coupon books and labels come back as PDF downloads.

/** POSTs a body and saves the PDF under the name the server gives it. */
export function downloadPdf(path: string, body: unknown, fallbackName: string): Promise<void> {
  return downloadFile(path, fallbackName, CouponMessages.printFailed, { body });
}
