// Recurring invoice templates (spec 2 §3 'Bill template draft': scheduleTypeValue, default once).
import type { IsoDate } from '../dates';
import { addMonths } from '../ledger/periods';
import type { InvoiceScheduleType } from './invoices';

/** How many months one step of a recurring schedule spans. */
export const InvoiceScheduleMonths: Readonly<Record<InvoiceScheduleType, number | null>> = {
  once: null,
  monthly: 1,
  quarterly: 3,
  annually: 12,
};

/**
 * The n-th date of a schedule: its anchor advanced n steps (n = 0 is the anchor itself), or null
 * for 'once'. Every date is counted from the anchor, so the anchor's day of month comes back
 * wherever the month has it: Jan 31 monthly gives Feb 28 (29 in a leap year), then Mar 31.
 */
export function scheduleDate(
  anchor: IsoDate,
  schedule: InvoiceScheduleType,
  n: number,
): IsoDate | null {
  const months = InvoiceScheduleMonths[schedule];
  return months === null ? null : addMonths(anchor, months * n);
}

/** Where a recurring template's schedule stands: the next occurrence and the day it runs. */
export interface ScheduleState {
  anchor: IsoDate;
  nextOccurrence: number;
  nextRunDate: IsoDate;
}

/**
 * A schedule started at an anchor on a given day: its first run is the first occurrence after
 * both the anchor and that day (occurrences already past when it is saved are not made). Null
 * for 'once'.
 */
export function startSchedule(
  anchor: IsoDate,
  schedule: InvoiceScheduleType,
  savedOn: IsoDate,
): ScheduleState | null {
  const months = InvoiceScheduleMonths[schedule];
  if (months === null) return null;
  let n = 1;
  let date = addMonths(anchor, months);
  while (date <= savedOn) {
    n += 1;
    date = addMonths(anchor, months * n);
  }
  return { anchor, nextOccurrence: n, nextRunDate: date };
}

/**
 * The occurrences a run on asOf makes, from the next one while their date is on or before asOf
 * (a run that was missed catches up), with the state the schedule is left in.
 */
export function dueOccurrences(
  state: ScheduleState,
  schedule: InvoiceScheduleType,
  asOf: IsoDate,
): { occurrences: { n: number; date: IsoDate }[]; next: ScheduleState } {
  const occurrences: { n: number; date: IsoDate }[] = [];
  let n = state.nextOccurrence;
  let date = scheduleDate(state.anchor, schedule, n);
  while (date !== null && date <= asOf) {
    occurrences.push({ n, date });
    n += 1;
    date = scheduleDate(state.anchor, schedule, n);
  }
  return {
    occurrences,
    next: { anchor: state.anchor, nextOccurrence: n, nextRunDate: date ?? state.nextRunDate },
  };
}

/**
 * The invoice number of an invoice a template's schedule makes: the template's number (or T and
 * its id) and the invoice date, within the 25 characters of an invoice number.
 */
export function scheduledInvoiceNumber(
  templateNumber: string | null,
  templateId: number,
  invoiceDate: IsoDate,
): string {
  const base = templateNumber?.trim() || `T${String(templateId)}`;
  return `${base.slice(0, 14)}-${invoiceDate}`;
}
