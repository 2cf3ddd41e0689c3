import { parseUserDate, type IsoDate } from '@hoa/domain';
import {
  DateInput as MantineDateInput,
  type DateInputProps as MantineDateInputProps,
} from '@mantine/dates';

/** Dates are shown and typed as MM/DD/YYYY (spec 1 §9). */
export const dateInputFormat = 'MM/DD/YYYY';

export interface DateInputProps extends Omit<
  MantineDateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'dateParser' | 'valueFormat'
> {
  /** A day as 'YYYY-MM-DD', or null when empty. */
  value: IsoDate | null;
  onChange: (value: IsoDate | null) => void;
}

/** A day field: accepts M-d-yyyy, M/d/yyyy, M-d-yy and M/d/yy and yields 'YYYY-MM-DD'. */
export function DateInput({ value, onChange, ...rest }: DateInputProps) {
  return (
    <MantineDateInput
      placeholder={dateInputFormat}
      clearable
      {...rest}
      value={value}
      onChange={onChange}
      dateParser={parseUserDate}
      valueFormat={dateInputFormat}
    />
  );
}
