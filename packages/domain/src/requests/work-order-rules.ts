// Work order rules of ours beyond packages/domain/src/requests/work-orders.ts (issue 22): the
// defaults a new work order takes and the texts of the refusals that file does not name.
import type { IsoDate } from '../dates';
import { addDays } from '../ledger/periods';

export const WorkOrderRuleMessages = {
  notGeneralRequest: 'The general request is not a general request of this community.',
  attachmentNotOrphan: 'An attachment is not a file you uploaded that is not yet linked.',
  vendorTemplate: 'The vendor template must be a Vendor template.',
} as const;

/**
 * The target day of a new work order: the one given (null: none), else the work order's day plus
 * the community's default target days (none when the settings have none).
 */
export function defaultTargetDate(
  given: IsoDate | null | undefined,
  workOrderDate: IsoDate,
  defaultTargetDays: number | null,
): IsoDate | null {
  if (given !== undefined) return given;
  return defaultTargetDays === null ? null : addDays(workOrderDate, defaultTargetDays);
}

/** The lines of the daily overdue alert an assignee gets: one message for all their work orders. */
export function overdueAlertMail(
  name: string,
  orders: readonly { Id: number; Summary: string; Community: string; Why: string }[],
): { subject: string; body: string } {
  const count = orders.length;
  return {
    subject: `${count} overdue work order${count === 1 ? '' : 's'}`,
    body: [
      `Dear ${name},`,
      '',
      `The work order${count === 1 ? ' below is' : 's below are'} assigned to you and overdue:`,
      '',
      ...orders.map((o) => `- #${o.Id} ${o.Summary} (${o.Community}): ${o.Why}`),
    ].join('\n'),
  };
}
