import type { IsoDate } from '@hoa/domain';
import { useState } from 'react';
import { DateInput } from './date-input';
import { GridPager } from './grid-pager';
import { ticketsPageSize } from './request-queries';

/** A requests' tickets page's page and received range (general or architectural). */
export interface TicketsPaging {
  page: number;
  setPage: (page: number) => void;
  /** A filter's setter that also goes back to the first page. */
  filtered: <T>(set: (value: T) => void) => (value: T) => void;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  setStartDate: (value: IsoDate | null) => void;
  setEndDate: (value: IsoDate | null) => void;
  /** The received range as the tickets query takes it (a day left out where none is picked). */
  received: { startDate?: IsoDate; endDate?: IsoDate };
}

/** The page (1 first) and received range of a tickets page; a changed filter shows page 1. */
export function useTicketsPaging(): TicketsPaging {
  const [page, setPage] = useState(1);
  const [startDate, setStartDate] = useState<IsoDate | null>(null);
  const [endDate, setEndDate] = useState<IsoDate | null>(null);
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    page,
    setPage,
    filtered,
    startDate,
    endDate,
    setStartDate: filtered(setStartDate),
    setEndDate: filtered(setEndDate),
    received: {
      ...(startDate === null ? {} : { startDate }),
      ...(endDate === null ? {} : { endDate }),
    },
  };
}

/** The "Received from" and "Received to" filters of a tickets page's bar. */
export function ReceivedRangeInputs({ paging }: { paging: TicketsPaging }) {
  const ends = [
    { label: 'Received from', value: paging.startDate, onChange: paging.setStartDate },
    { label: 'Received to', value: paging.endDate, onChange: paging.setEndDate },
  ];
  return ends.map((end) => (
    <DateInput
      key={end.label}
      size="xs"
      aria-label={end.label}
      placeholder={end.label}
      w={140}
      value={end.value}
      onChange={end.onChange}
    />
  ));
}

/** A tickets page's pager, for its grid's footer: pages of `ticketsPageSize` rows of `total`. */
export function TicketsPager({ paging, total }: { paging: TicketsPaging; total: number }) {
  return (
    <GridPager
      pages={Math.ceil(total / ticketsPageSize)}
      page={paging.page}
      onChange={paging.setPage}
      size="sm"
    />
  );
}
