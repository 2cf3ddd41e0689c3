// A date or money field whose text is not a date or an amount says so on its input element.

/** What a `DateInput` or `MoneyInput` marks its input with while its text is not a date or amount. */
export const invalidEntryAttribute = 'data-invalid-entry';

/**
 * Whether a field of the form shows that its text is not a date or an amount. Its value is then
 * null, so the form is not sent as if the field were empty (the error is on the field already).
 */
export function showsInvalidEntry(form: Element | null | undefined): boolean {
  return form?.querySelector(`[${invalidEntryAttribute}]`) != null;
}
