import {
  effectiveEntryDateProblem,
  isBankingDay,
  localDay,
  proposedEffectiveEntryDate,
  type IsoDate,
} from '@hoa/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { DateInput, type DateInputProps } from './date-input';

/**
 * A NACHA file's effective entry date: starts on the next banking day after today and knows why a
 * date would be refused (a weekend, a Federal Reserve holiday, a past day), with the message the
 * API gives.
 */
export function useEffectiveDate() {
  const today = localDay(new Date());
  const [date, setDate] = useState<IsoDate | null>(() => proposedEffectiveEntryDate(today));
  const problem = date ? effectiveEntryDateProblem(date, today) : null;
  return { date, setDate, problem, today };
}

/** The effective date field: the calendar greys out the days a bank would not take. */
export function EffectiveDateInput({
  today,
  problem,
  ...rest
}: Omit<DateInputProps, 'excludeDate' | 'error'> & { today: IsoDate; problem: string | null }) {
  return (
    <DateInput
      label="Effective date"
      w={150}
      clearable={false}
      excludeDate={(day) => day < today || !isBankingDay(day)}
      error={problem !== null}
      aria-describedby={problem ? 'effective-date-problem' : undefined}
      {...rest}
    />
  );
}

/** Why the chosen effective date would be refused, under the form. */
export function EffectiveDateProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <Text id="effective-date-problem" c="red" size="sm" mt="xs" role="alert">
      {problem}
    </Text>
  ) : null;
}
