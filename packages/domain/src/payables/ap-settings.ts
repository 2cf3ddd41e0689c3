import { formatCents, type Cents } from '../money';
import { formatDate } from '../dates';
import { ApPaymentMethod } from '../static-data/payables-enums';

// A community's payables settings (Crm/PostCommunityAPSettings) and the payments KPI email
// (Crm/SendPaymentsKPIEmail), spec 1 §7 and spec 2 §7 'Digital payments'; the community chart's
// warning, spec 2 §5 'Other'.

export const ApSettingsMessages = {
  /** Spec 2 §5 'Other': the community chart, when the contract value is 0. */
  contractValueMissing: 'Please set the contract value of the community.',
  kpiRecipientMissing:
    'Enter the address to send the payments KPI email to, or save one in the community’s payables settings.',
  kpiEmailQueued: 'Payments KPI email queued.',
  settingsSaved: 'Payables settings saved.',
} as const;

/** The community chart's warning: the spec's text when no contract value is set, else null. */
export function contractValueWarning(contractValueCents: Cents): string | null {
  return contractValueCents === 0 ? ApSettingsMessages.contractValueMissing : null;
}

/** One payment method's payments over the KPI range (voided ones apart). */
export interface PaymentsKpiRow {
  Method: number;
  Count: number;
  AmountCents: Cents;
  VoidedCount: number;
}

export interface PaymentsKpi {
  CommunityName: string;
  StartDate: string;
  EndDate: string;
  Rows: readonly PaymentsKpiRow[];
  ContractValueCents: Cents;
}

const methodNames: Record<number, string> = {
  [ApPaymentMethod.PrintedCheck]: 'Printed checks',
  [ApPaymentMethod.HandwrittenCheck]: 'Handwritten checks',
  [ApPaymentMethod.DigitalPayment]: 'Digital payments',
  [ApPaymentMethod.NachaCredit]: 'NACHA credits',
};

/**
 * The payments KPI email: for each way vendors were paid, the number and amount of the payments
 * that stand (voided ones counted apart), the total, and the contract value (or the chart's
 * warning when none is set).
 */
export function paymentsKpiEmail(kpi: PaymentsKpi): { subject: string; body: string } {
  const range = `${formatDate(kpi.StartDate)} - ${formatDate(kpi.EndDate)}`;
  const lines = Object.keys(methodNames).map((key) => {
    const method = Number(key);
    const row = kpi.Rows.find((r) => r.Method === method);
    const voided = row && row.VoidedCount > 0 ? ` (${String(row.VoidedCount)} voided)` : '';
    return `${methodNames[method] ?? ''}: ${String(row?.Count ?? 0)}, ${formatCents(row?.AmountCents ?? 0)}${voided}`;
  });
  const count = kpi.Rows.reduce((n, r) => n + r.Count, 0);
  const total = kpi.Rows.reduce((n, r) => n + r.AmountCents, 0);
  const contract =
    contractValueWarning(kpi.ContractValueCents) ??
    `Contract value: ${formatCents(kpi.ContractValueCents)}`;
  return {
    subject: `Payments KPI: ${kpi.CommunityName}, ${range}`,
    body: [
      `Vendor payments of ${kpi.CommunityName}, ${range}`,
      '',
      ...lines,
      `Total: ${String(count)}, ${formatCents(total)}`,
      '',
      contract,
    ].join('\n'),
  };
}
