import type {
  CommunityAccountStatusName,
  DigitalPaymentDocumentType,
  DocumentFailureReason,
  FundingSourceStatusName,
} from '@hoa/domain';

// What a digital (ACH) payment provider does for us. The sandbox (./sandbox.ts) is the one
// implementation today; a real processor implements the same interface and is chosen by
// DIGITAL_PAYMENT_PROVIDER. Amounts are cents; ids are the provider's.

export interface CustomerInput {
  businessName: string;
  ein: string;
  controllerFirstName: string;
  controllerLastName: string;
  controllerCountry: string;
}

export interface DocumentResult {
  documentId: string;
  status: 'pending' | 'reviewed';
  failureReason: DocumentFailureReason | null;
}

export interface DigitalPaymentProvider {
  readonly name: string;
  /** Creates (or, given its id, updates and re-checks) a business customer. */
  createCustomer(
    input: CustomerInput,
    existingId: string | null,
  ): Promise<{ customerId: string; status: CommunityAccountStatusName }>;
  /** The customer's current status (documents under review may have moved it). */
  getCustomerStatus(customerId: string): Promise<CommunityAccountStatusName>;
  addFundingSource(
    customerId: string,
    bank: { routingNumber: string; accountNumber: string; name: string },
  ): Promise<{ fundingSourceId: string; status: FundingSourceStatusName }>;
  initiateMicroDeposits(fundingSourceId: string): Promise<FundingSourceStatusName>;
  /** Checks the amounts; the provider counts attempts and stops after the third failure. */
  verifyMicroDeposits(
    fundingSourceId: string,
    amount1Cents: number,
    amount2Cents: number,
  ): Promise<{ status: FundingSourceStatusName; attempts: number }>;
  removeFundingSource(fundingSourceId: string): Promise<void>;
  uploadDocument(
    customerId: string,
    doc: { type: DigitalPaymentDocumentType; fileName: string; sizeBytes: number },
  ): Promise<DocumentResult>;
  /** Where an uploaded document stands now. */
  getDocument(documentId: string): Promise<DocumentResult>;
  createTransfer(fundingSourceId: string, amountCents: number): Promise<{ transferId: string }>;
  /** DigitalPaymentStatusId of the transfer now. */
  getTransferStatus(transferId: string): Promise<number>;
  /** Cancels a transfer not yet in process; false when it already is. */
  cancelTransfer(transferId: string): Promise<boolean>;
  /** Refunds a transfer in process or paid; the new status (Refunded 7). */
  refund(transferId: string): Promise<number>;
}

/** What only the sandbox offers: the amounts it sent and a clock to move time forward. */
export interface SandboxControls {
  readMicroDeposits(fundingSourceId: string): Promise<{ amount1: number; amount2: number }>;
  advanceDays(days: number): Promise<number>;
}
