import {
  effectiveEntryDateProblem,
  isBankingDay,
  localDay,
  proposedEffectiveEntryDate,
  type IsoDate,
} from '@hoa/domain';
import { DateInput, type DateInputProps } from './date-input';

/** The effective entry date a NACHA file's form starts on: the next banking day after today. */
export function proposedEffectiveDate(): IsoDate {
  return proposedEffectiveEntryDate(localDay(new Date()));
}

/**
 * Why an effective entry date would be refused (a weekend, a Federal Reserve holiday, a past day),
 * with the message the API gives, or that it is missing.
 */
export function effectiveDateRule(date: IsoDate | null): string | null {
  return date === null ? 'Enter the effective date.' : refusedEffectiveDate(date);
}

/** Why a typed effective entry date would be refused, or null (also while there is none). */
export function refusedEffectiveDate(date: IsoDate | null): string | null {
  return date ? effectiveEntryDateProblem(date, localDay(new Date())) : null;
}

/**
 * The effective date field of a form: the calendar greys out the days a bank would not take, and
 * why a typed one is refused shows under it as soon as it is typed (the form's error otherwise).
 */
export function EffectiveDateInput({ error, ...props }: Omit<DateInputProps, 'excludeDate'>) {
  const today = localDay(new Date());
  return (
    <DateInput
      label="Effective date"
      w={150}
      clearable={false}
      excludeDate={(day) => day < today || !isBankingDay(day)}
      // The API's message is long: under the narrow field it takes the width it needs.
      errorProps={{ w: 'max-content', maw: 420 }}
      error={refusedEffectiveDate(props.value) ?? error}
      {...props}
    />
  );
}
