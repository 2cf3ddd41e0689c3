import { formatDate, formatDateTime, type IsoDate } from '@hoa/domain';

/** A day ('YYYY-MM-DD') shown as MM/DD/YYYY. */
export function DateText({ value }: { value: IsoDate | null | undefined }) {
  if (!value) return null;
  return <time dateTime={value}>{formatDate(value)}</time>;
}

/** An instant (ISO timestamp or Date) shown as MM/DD/YYYY h:mm A in local time. */
export function DateTimeText({ value }: { value: string | Date | null | undefined }) {
  if (!value) return null;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return <time dateTime={instant.toISOString()}>{formatDateTime(instant)}</time>;
}
