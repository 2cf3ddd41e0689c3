import type { ApInvoice, InvoiceTemplate } from '@hoa/contract';
import type { Cents, IsoDate } from '@hoa/domain';
import { newLine, type GridLine } from './distribution-grid';

export interface InvoiceFormState {
  txnTypeId: '56' | '90';
  vendorId: string | null;
  invoiceNumber: string;
  reference: string;
  invoiceDate: IsoDate | null;
  dueDate: IsoDate | null;
  isDueDated: boolean;
  bankAccountId: string | null;
  /** Cents; null while the field is empty or not an amount. */
  amount: Cents | null;
  lines: GridLine[];
  saveAsTemplate: boolean;
  scheduleType: 'once' | 'monthly' | 'quarterly' | 'annually';
  /** The work order number it is entered against; empty: none. */
  workOrderItemId: string;
}

export function emptyForm(today: string): InvoiceFormState {
  return {
    txnTypeId: '56',
    vendorId: null,
    invoiceNumber: '',
    reference: '',
    invoiceDate: today,
    dueDate: null,
    isDueDated: false,
    bankAccountId: null,
    amount: null,
    lines: [newLine(), newLine()],
    saveAsTemplate: false,
    scheduleType: 'once',
    workOrderItemId: '',
  };
}

function gridLines(
  lines: readonly { accountId: number | null; costCenterId: number | null; cents: number }[],
): GridLine[] {
  return lines.map((line) => ({
    ...newLine('', line.cents),
    accountId: line.accountId === null ? null : String(line.accountId),
    costCenterId: line.costCenterId === null ? null : String(line.costCenterId),
  }));
}

export function formOfInvoice(invoice: ApInvoice): InvoiceFormState {
  return {
    txnTypeId: invoice.TopsTxnTypeId === 90 ? '90' : '56',
    vendorId: invoice.VendorAgentId === null ? null : String(invoice.VendorAgentId),
    invoiceNumber: invoice.InvoiceNumber ?? '',
    reference: invoice.Reference ?? '',
    invoiceDate: invoice.InvoiceDate,
    dueDate: invoice.DueDate,
    isDueDated: invoice.IsDueDated,
    bankAccountId: invoice.BankAccountId === null ? null : String(invoice.BankAccountId),
    amount: invoice.TotalAmount,
    lines: gridLines(
      invoice.BillDistributionList.map((line) => ({
        accountId: line.AccountID,
        costCenterId: line.CostCenterCategoryId,
        cents: line.ItemAmount,
      })),
    ),
    saveAsTemplate: false,
    scheduleType: 'once',
    workOrderItemId: invoice.WorkOrderItemId === null ? '' : String(invoice.WorkOrderItemId),
  };
}

export function formOfTemplate(
  form: InvoiceFormState,
  template: InvoiceTemplate,
): InvoiceFormState {
  return {
    ...form,
    txnTypeId: template.TopsTxnTypeId === 90 ? '90' : '56',
    vendorId: String(template.VendorAgentId),
    invoiceNumber: template.InvoiceNumber ?? form.invoiceNumber,
    reference: template.Reference ?? '',
    dueDate: template.DueDate,
    bankAccountId: template.BankAccountId === null ? null : String(template.BankAccountId),
    amount: template.Amount,
    lines: gridLines(
      template.Lines.map((line) => ({
        accountId: line.AccountId,
        costCenterId: line.CostCenterId,
        cents: line.Amount,
      })),
    ),
  };
}

/**
 * The lines that carry something, as the API takes them: a line without its account or amount
 * keeps a null there, which the contract refuses (nothing is guessed).
 */
export function filledLines(lines: readonly GridLine[]) {
  return lines
    .filter((line) => line.accountId !== null || line.cents !== null)
    .map((line) => ({
      AccountId: line.accountId === null ? null : Number(line.accountId),
      CostCenterId: line.costCenterId === null ? null : Number(line.costCenterId),
      Amount: line.cents,
    }));
}
