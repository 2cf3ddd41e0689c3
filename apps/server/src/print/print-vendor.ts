// The print-and-mail house (spec 3 §7 'SouthData'): the provider interface the release hands its
// print order to, and reads order state and certified tracking numbers back from.

import type { PrintOrderStates } from '@hoa/contract';

export type PrintOrderState = (typeof PrintOrderStates)[number];

/** One letter of an order: who, where, and where it starts in the merged PDF. */
export interface ManifestLetter {
  sequence: number;
  recipientId: number;
  name: string;
  addressLines: string[];
  firstPage: number;
  certified: boolean;
}

/** What the vendor needs besides the PDF: options and every letter's address. */
export interface PrintManifest {
  orderNumber: string;
  batchItemId: number;
  companyName: string;
  createdAt: string;
  isColor: boolean;
  isDoubleSided: boolean;
  /** 1 first class, 2 certified, 3 both. */
  mailroomDeliveryOption: number;
  includeReturnEnvelope: boolean;
  prepaidReturnPostage: boolean;
  pages: number;
  letters: ManifestLetter[];
}

export interface PrintOrderStatus {
  state: PrintOrderState;
  stateAt: string | null;
  certified: { recipientId: number; trackingNumber: string }[];
}

export interface PrintVendor {
  /** Hands over an order: the merged PDF (a file on disk) and its manifest. */
  submit(order: { pdfPath: string; manifest: PrintManifest }): Promise<void>;
  /** The order's state as the vendor last reported it; Submitted until it reports. */
  status(orderNumber: string): Promise<PrintOrderStatus>;
}

/** The order number of a batch's print order. */
export function printOrderNumber(companyId: number, batchItemId: number): string {
  return `HOA-${companyId}-${batchItemId}`;
}
