import { DateEntryMessages, formatDate, readDateEntry, type IsoDate } from '@hoa/domain';
import {
  ActionIcon,
  CloseButton,
  Group,
  Popover,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { invalidEntryAttribute } from './invalid-entry';

/** Dates are shown and typed as MM/DD/YYYY (spec 1 §9). */
export const dateInputFormat = 'MM/DD/YYYY';

export interface DateInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** A day as 'YYYY-MM-DD', or null when empty. */
  value: IsoDate | null;
  /** The day typed or picked; null while the text is empty, incomplete or not a day. */
  onChange: (value: IsoDate | null) => void;
  /** A button that empties the field (default true). */
  clearable?: boolean;
  /** Days the calendar greys out (a typed one is still taken; the form says why it is refused). */
  excludeDate?: (day: IsoDate) => boolean;
}

const textOf = (value: IsoDate | null) => (value ? formatDate(value) : '');

/**
 * The one day field of the app: typed as M-d-yyyy, M/d/yyyy, M-d-yy or M/d/yy (spec 1 §5) or
 * picked on a calendar, shown as MM/DD/YYYY, yields 'YYYY-MM-DD'.
 *
 * What the user types is never rewritten while they type: the value changes when the text is a
 * complete day (a two-digit year only once no four-digit year can follow, see `readDateEntry`),
 * and is null while the text is empty, incomplete or not a day. On leaving the field or Enter a
 * two-digit year is read as 20yy and the text shown as MM/DD/YYYY; text that is not a day stays
 * as typed with an error under it. A page never sends a request with a null date: it leaves its
 * query disabled and says what is missing.
 */
export function DateInput({
  value,
  onChange,
  clearable = true,
  excludeDate,
  error,
  onBlur,
  onKeyDown,
  disabled,
  readOnly,
  ...rest
}: DateInputProps) {
  const [text, setText] = useState(() => textOf(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [calendarOpened, setCalendarOpened] = useState(false);
  // The value this field last gave; a different one comes from outside and replaces the text.
  const given = useRef(value);
  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    setText(textOf(value));
    setProblem(null);
  }, [value]);

  const give = (next: IsoDate | null) => {
    given.current = next;
    if (next !== value) onChange(next);
  };
  const type = (next: string) => {
    setText(next);
    setProblem(null);
    const entry = readDateEntry(next, false);
    give(entry.kind === 'date' ? entry.date : null);
  };
  /** Leaving the field or Enter: the text is read for good. */
  const settle = () => {
    const entry = readDateEntry(text, true);
    if (entry.kind === 'date') {
      setText(formatDate(entry.date));
      give(entry.date);
    } else {
      if (entry.kind === 'invalid') setProblem(DateEntryMessages.invalid);
      give(null);
    }
  };

  const editable = !disabled && !readOnly;
  const withClear = clearable && editable && text !== '';
  const calendar = (
    <Popover
      opened={calendarOpened}
      onChange={setCalendarOpened}
      position="bottom-end"
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="Open calendar"
          tabIndex={-1}
          disabled={!editable}
          onClick={() => {
            setCalendarOpened((o) => !o);
          }}
        >
          <CalendarIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          size="xs"
          value={value}
          defaultDate={value ?? undefined}
          excludeDate={excludeDate ? (day) => excludeDate(day) : undefined}
          onChange={(day) => {
            setCalendarOpened(false);
            setText(textOf(day));
            setProblem(null);
            give(day);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
  return (
    <TextInput
      placeholder={dateInputFormat}
      autoComplete="off"
      {...rest}
      disabled={disabled}
      readOnly={readOnly}
      value={text}
      error={problem ?? error}
      {...{ [invalidEntryAttribute]: problem ? true : undefined }}
      onChange={(event) => {
        type(event.currentTarget.value);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        settle();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') settle();
        onKeyDown?.(event);
      }}
      rightSectionWidth={withClear ? 52 : 28}
      rightSectionPointerEvents="all"
      rightSection={
        <Group gap={2} wrap="nowrap">
          {withClear ? (
            <CloseButton
              size="xs"
              aria-label="Clear"
              tabIndex={-1}
              onClick={() => {
                type('');
              }}
            />
          ) : null}
          {calendar}
        </Group>
      }
    />
  );
}

function CalendarIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
