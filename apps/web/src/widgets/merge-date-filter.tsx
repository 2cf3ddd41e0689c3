import { Button } from '@mantine/core';
import { DateInput, type DateInputProps } from './date-input';

type DayField = Pick<DateInputProps, 'value' | 'onChange' | 'error' | 'onFocus' | 'onBlur'>;

interface MergeDateFilterProps {
  /** The form's start and end days (fieldProps of the form). */
  from: DayField;
  to: DayField;
  /** Whether the source is chosen; the filter applies once both days are typed too. */
  hasSource: boolean;
  onApply: () => void;
}

/**
 * The date filter of a merge of history (spec 2 §5: 'You must apply an filter before merge.'):
 * From, To and Apply filter, which lists the source's history in the range.
 */
export function MergeDateFilter({ from, to, hasSource, onApply }: MergeDateFilterProps) {
  return (
    <>
      <DateInput label="From" w={150} {...from} />
      <DateInput label="To" w={150} {...to} />
      <Button variant="default" disabled={!hasSource || !from.value || !to.value} onClick={onApply}>
        Apply filter
      </Button>
    </>
  );
}
