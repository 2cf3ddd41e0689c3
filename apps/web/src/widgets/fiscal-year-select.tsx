import { formatDate, localDay } from '@hoa/domain';
import { Select } from '@mantine/core';

export interface FiscalYearOption {
  TopsFiscalYearId: number;
  StartDate: string;
  EndDate: string;
  IsClosed: boolean;
}

export type FiscalYearMode = 'all' | 'open' | 'closed';

const inMode = (mode: FiscalYearMode) => (y: FiscalYearOption) =>
  mode === 'all' || (mode === 'closed' ? y.IsClosed : !y.IsClosed);

/** The year the select starts on (spec 1 §2.6): the current year if offered, else the first. */
export function defaultFiscalYear(
  years: readonly FiscalYearOption[],
  mode: FiscalYearMode,
): number | null {
  const offered = years.filter(inMode(mode));
  const today = localDay(new Date());
  const current = offered.find((y) => y.StartDate <= today && today <= y.EndDate);
  return (current ?? offered[0])?.TopsFiscalYearId ?? null;
}

interface FiscalYearSelectProps {
  label: string;
  years: readonly FiscalYearOption[];
  /** 'closed' is the closed-years-only mode (spec 1 §2.6); 'open' offers the years to close. */
  mode: FiscalYearMode;
  value: number | null;
  onChange: (fiscalYearId: number | null) => void;
}

/** The fiscal-year select: years as MM/DD/YYYY ranges, marked when closed. */
export function FiscalYearSelect({ label, years, mode, value, onChange }: FiscalYearSelectProps) {
  return (
    <Select
      label={label}
      w={300}
      placeholder={mode === 'closed' ? 'No closed fiscal year' : 'No open fiscal year'}
      data={years.filter(inMode(mode)).map((y) => ({
        value: String(y.TopsFiscalYearId),
        label: `${formatDate(y.StartDate)} - ${formatDate(y.EndDate)}${y.IsClosed ? ' (closed)' : ''}`,
      }))}
      value={value === null ? null : String(value)}
      onChange={(v) => {
        onChange(v ? Number(v) : null);
      }}
    />
  );
}
