import { randomInt, randomUUID } from 'node:crypto';
import { queryRows, sql, type Tx } from '@hoa/db';
import {
  DigitalPaymentStatusId as D,
  MaxMicroDepositAttempts,
  type CommunityAccountStatusName,
  type DocumentFailureReason,
  type FundingSourceStatusName,
} from '@hoa/domain';
import { appError } from '../../../http/errors';
import type {
  CustomerInput,
  DigitalPaymentProvider,
  DocumentResult,
  SandboxControls,
} from './types';

// The sandbox provider behaves like an ACH processor and keeps its objects in
// digital_payment_sandbox_objects, so its state survives restarts. Its documented rules:
// - Customers: a controller whose last name is 'Document' needs a document (status Document),
//   'Retry' needs the details again (Retry), 'Suspended' is suspended; anyone else is Verified.
//   An uploaded document is pending and reviewed on the next status read: the customer becomes
//   Verified, unless the file name holds 'unreadable' (ScanNotReadable) or 'expired'
//   (ScanIdExpired), which fail at once.
// - Funding sources: two micro-deposits of $0.01-$0.09 each, stored and readable through
//   Sandbox/GetMicroDeposits; 3 wrong verifications make it MicroDepositMaxAttempted.
// - Transfers move by business days since creation on the sandbox clock: 0 PaymentReleased,
//   1 day InProcess, 3 days Paid. An amount ending in 13 cents fails (3) after 1 business day.
//   Sandbox/AdvanceTime moves the clock forward.

type Kind = 'customer' | 'funding' | 'document' | 'transfer' | 'clock';

interface CustomerData {
  status: CommunityAccountStatusName;
  lastName: string;
}
interface FundingData {
  customerId: string;
  status: FundingSourceStatusName;
  attempts: number;
  amount1: number;
  amount2: number;
}
interface DocumentData {
  customerId: string;
  status: 'pending' | 'reviewed';
  failureReason: DocumentFailureReason | null;
}
interface TransferData {
  amountCents: number;
  createdOn: string;
  /** Set when cancelled (Voided) or refunded (Refunded). */
  finalStatus: number | null;
}

const dayMs = 86_400_000;

/** Weekdays after `from` up to and including `to` (ISO dates). */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (
    let t = Date.parse(`${from}T00:00:00Z`) + dayMs;
    t <= Date.parse(`${to}T00:00:00Z`);
    t += dayMs
  ) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) count += 1;
  }
  return count;
}

/** The status of a transfer on a day (the sandbox's documented schedule). */
export function sandboxTransferStatus(t: TransferData, today: string): number {
  if (t.finalStatus !== null) return t.finalStatus;
  const days = businessDaysBetween(t.createdOn, today);
  if (days >= 1 && t.amountCents % 100 === 13) return D.Failed;
  if (days >= 3) return D.Paid;
  return days >= 1 ? D.InProcess : D.PaymentReleased;
}

const customerStatusFor = (lastName: string): CommunityAccountStatusName => {
  const name = lastName.trim().toLowerCase();
  if (name === 'document') return 'Document';
  if (name === 'retry') return 'Retry';
  if (name === 'suspended') return 'Suspended';
  return 'Verified';
};

export class SandboxProvider implements DigitalPaymentProvider, SandboxControls {
  readonly name = 'sandbox';

  constructor(
    private readonly tx: Tx,
    private readonly companyId: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async read<T>(kind: Kind, id: string): Promise<T> {
    const [row] = await queryRows<{ data: T }>(
      this.tx,
      sql`select data from digital_payment_sandbox_objects
           where id = ${id} and kind = ${kind} and company_id = ${this.companyId}`,
    );
    if (!row) throw appError('DigitalPaymentsSandboxNoSuchRecord', kind, id);
    return row.data;
  }

  private async write(kind: Kind, id: string, data: object): Promise<void> {
    await this.tx.execute(
      sql`insert into digital_payment_sandbox_objects (id, company_id, kind, data)
          values (${id}, ${this.companyId}, ${kind}, ${JSON.stringify(data)}::jsonb)
          on conflict (id) do update set data = excluded.data`,
    );
  }

  private async offsetDays(): Promise<number> {
    const [row] = await queryRows<{ days: number }>(
      this.tx,
      sql`select (data->>'offsetDays')::int as days from digital_payment_sandbox_objects
           where id = ${`clock_${this.companyId}`}`,
    );
    return row?.days ?? 0;
  }

  private async today(): Promise<string> {
    const at = this.now().getTime() + (await this.offsetDays()) * dayMs;
    return new Date(at).toISOString().slice(0, 10);
  }

  async createCustomer(input: CustomerInput, existingId: string | null) {
    const customerId = existingId ?? `cus_${randomUUID()}`;
    const status = customerStatusFor(input.controllerLastName);
    await this.write('customer', customerId, { status, lastName: input.controllerLastName });
    return { customerId, status };
  }

  async getCustomerStatus(customerId: string): Promise<CommunityAccountStatusName> {
    const customer = await this.read<CustomerData>('customer', customerId);
    if (customer.status !== 'Document') return customer.status;
    const [pending] = await queryRows<{ id: string }>(
      this.tx,
      sql`select id from digital_payment_sandbox_objects
           where company_id = ${this.companyId} and kind = 'document'
             and data->>'customerId' = ${customerId} and data->>'status' = 'pending'`,
    );
    if (!pending) return customer.status;
    await this.write('document', pending.id, {
      customerId,
      status: 'reviewed',
      failureReason: null,
    } satisfies DocumentData);
    await this.write('customer', customerId, { ...customer, status: 'Verified' });
    return 'Verified';
  }

  async addFundingSource(customerId: string) {
    const fundingSourceId = `fs_${randomUUID()}`;
    const data: FundingData = {
      customerId,
      status: 'Unverified',
      attempts: 0,
      amount1: 0,
      amount2: 0,
    };
    await this.write('funding', fundingSourceId, data);
    return { fundingSourceId, status: data.status };
  }

  async initiateMicroDeposits(fundingSourceId: string): Promise<FundingSourceStatusName> {
    const source = await this.read<FundingData>('funding', fundingSourceId);
    const status: FundingSourceStatusName = 'MicroDepositInitiated';
    await this.write('funding', fundingSourceId, {
      ...source,
      status,
      amount1: randomInt(1, 10),
      amount2: randomInt(1, 10),
    });
    return status;
  }

  async verifyMicroDeposits(fundingSourceId: string, amount1Cents: number, amount2Cents: number) {
    const source = await this.read<FundingData>('funding', fundingSourceId);
    if (source.status === 'Verified' || source.status === 'MicroDepositMaxAttempted')
      return { status: source.status, attempts: source.attempts };
    const right = source.amount1 === amount1Cents && source.amount2 === amount2Cents;
    const attempts = right ? source.attempts : source.attempts + 1;
    const status: FundingSourceStatusName = right
      ? 'Verified'
      : attempts >= MaxMicroDepositAttempts
        ? 'MicroDepositMaxAttempted'
        : 'MicroDepositFailed';
    await this.write('funding', fundingSourceId, { ...source, status, attempts });
    return { status, attempts };
  }

  async removeFundingSource(fundingSourceId: string): Promise<void> {
    await this.tx.execute(
      sql`delete from digital_payment_sandbox_objects
           where id = ${fundingSourceId} and company_id = ${this.companyId}`,
    );
  }

  async uploadDocument(customerId: string, doc: { fileName: string }): Promise<DocumentResult> {
    await this.read<CustomerData>('customer', customerId);
    const name = doc.fileName.toLowerCase();
    const failureReason: DocumentFailureReason | null = name.includes('unreadable')
      ? 'ScanNotReadable'
      : name.includes('expired')
        ? 'ScanIdExpired'
        : null;
    const data: DocumentData = {
      customerId,
      status: failureReason ? 'reviewed' : 'pending',
      failureReason,
    };
    const documentId = `doc_${randomUUID()}`;
    await this.write('document', documentId, data);
    return { documentId, status: data.status, failureReason };
  }

  async getDocument(documentId: string): Promise<DocumentResult> {
    const doc = await this.read<DocumentData>('document', documentId);
    return { documentId, status: doc.status, failureReason: doc.failureReason };
  }

  async createTransfer(fundingSourceId: string, amountCents: number) {
    const source = await this.read<FundingData>('funding', fundingSourceId);
    if (source.status !== 'Verified') throw appError('DigitalPaymentsSandboxUnverifiedSource');
    const transferId = `tr_${randomUUID()}`;
    const data: TransferData = { amountCents, createdOn: await this.today(), finalStatus: null };
    await this.write('transfer', transferId, data);
    return { transferId };
  }

  async getTransferStatus(transferId: string): Promise<number> {
    return sandboxTransferStatus(
      await this.read<TransferData>('transfer', transferId),
      await this.today(),
    );
  }

  async cancelTransfer(transferId: string): Promise<boolean> {
    const t = await this.read<TransferData>('transfer', transferId);
    if (sandboxTransferStatus(t, await this.today()) !== D.PaymentReleased) return false;
    await this.write('transfer', transferId, { ...t, finalStatus: D.Voided });
    return true;
  }

  async refund(transferId: string): Promise<number> {
    const t = await this.read<TransferData>('transfer', transferId);
    const now = sandboxTransferStatus(t, await this.today());
    if (now !== D.InProcess && now !== D.Paid) return now;
    await this.write('transfer', transferId, { ...t, finalStatus: D.Refunded });
    return D.Refunded;
  }

  async readMicroDeposits(fundingSourceId: string) {
    const source = await this.read<FundingData>('funding', fundingSourceId);
    return { amount1: source.amount1, amount2: source.amount2 };
  }

  async advanceDays(days: number): Promise<number> {
    const offsetDays = (await this.offsetDays()) + days;
    await this.write('clock', `clock_${this.companyId}`, { offsetDays });
    return offsetDays;
  }
}
