import { localDay } from '@hoa/domain';
import { useState, type ReactNode } from 'react';
import { DateInput } from '../date-input';

export interface ReportDateValues {
  asOfDate?: string;
  startDate?: string;
  endDate?: string;
}

/** The dates a report starts with: as of today, and the month so far. */
export function defaultReportDates(): Required<ReportDateValues> {
  const today = localDay(new Date());
  return { asOfDate: today, startDate: `${today.slice(0, 7)}-01`, endDate: today };
}

interface ShownDates {
  asOf?: boolean;
  start?: boolean;
  end?: boolean;
}

/** What a report screen says while a date it shows is empty or not a date. */
export function missingDatesMessage(labels: readonly string[]): string | null {
  return labels.length === 0
    ? null
    : `Enter the ${labels.join(' and ')} (MM/DD/YYYY) to see the report.`;
}

/**
 * The date options of a report screen: the inputs of the dates it shows, in the order As of,
 * Start date, End date, the chosen values of those dates, and what is missing while a shown date
 * is empty or not a date (the screen asks for no report until it is given).
 */
export function useReportDates(shown: ShownDates): {
  values: ReportDateValues;
  inputs: ReactNode;
  missing: string | null;
} {
  const [initial] = useState(defaultReportDates);
  const [asOfDate, setAsOfDate] = useState<string | null>(initial.asOfDate);
  const [startDate, setStartDate] = useState<string | null>(initial.startDate);
  const [endDate, setEndDate] = useState<string | null>(initial.endDate);
  const values: ReportDateValues = {};
  if (shown.asOf && asOfDate) values.asOfDate = asOfDate;
  if (shown.start && startDate) values.startDate = startDate;
  if (shown.end && endDate) values.endDate = endDate;
  const missing = missingDatesMessage([
    ...(shown.asOf && !asOfDate ? ['As of date'] : []),
    ...(shown.start && !startDate ? ['Start date'] : []),
    ...(shown.end && !endDate ? ['End date'] : []),
  ]);
  const inputs = (
    <>
      {shown.asOf ? (
        <DateInput label="As of" w={150} value={asOfDate} onChange={setAsOfDate} />
      ) : null}
      {shown.start ? (
        <DateInput label="Start date" w={150} value={startDate} onChange={setStartDate} />
      ) : null}
      {shown.end ? (
        <DateInput label="End date" w={150} value={endDate} onChange={setEndDate} />
      ) : null}
    </>
  );
  return { values, inputs, missing };
}
