import { ApPaymentMethod, ApPaymentStatus, DigitalPaymentStatuses } from '@hoa/domain';

const methodNames: Record<number, string> = {
  [ApPaymentMethod.PrintedCheck]: 'Printed check',
  [ApPaymentMethod.HandwrittenCheck]: 'Handwritten check',
  [ApPaymentMethod.DigitalPayment]: 'Digital payment',
  [ApPaymentMethod.NachaCredit]: 'ACH credit',
};

const statusNames: Record<number, string> = {
  [ApPaymentStatus.Issued]: 'Issued',
  [ApPaymentStatus.Voided]: 'Voided',
  [ApPaymentStatus.Cleared]: 'Cleared',
};

export const paymentMethodName = (method: number) => methodNames[method] ?? String(method);
export const paymentStatusName = (status: number) => statusNames[status] ?? String(status);
export const digitalStatusName = (status: number | null) =>
  DigitalPaymentStatuses.find((s) => s.DigitalPaymentStatusId === status)
    ?.DigitalPaymentStatusName ?? '';
