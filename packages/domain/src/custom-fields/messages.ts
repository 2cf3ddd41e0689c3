// Messages of custom fields. The first group is the spec's text verbatim (spec 1 §5); the spec has
// no text for the others, so they are ours.
export const CustomFieldMessages = {
  categoryNameRequired: 'Category name is required.',
  groupNamesDuplicated: 'Group names cannot be duplicated.',
  fieldNameExistsInTarget: 'A field with this name already exists in the target category.',
  categoryCannotBeRemoved:
    'This category cannot be removed. All fields and values must be removed first.',
  fieldCannotBeRemoved: 'This field cannot be removed. All related values must first be removed.',

  categoryNameTooLong: 'Category name can be at most 50 characters.',
  categoryDescriptionTooLong: 'Category description can be at most 250 characters.',
  availabilityRequired: 'Choose who the category is available for.',
  communityRequired: 'Select at least one community.',
  roleRequired: 'Select at least one role.',
  fieldNameRequired: 'Field name is required.',
  fieldNameTooLong: 'Field name can be at most 100 characters.',
  fieldNamesDuplicated: 'Field names cannot be duplicated.',
  listNeedsValues: 'A list field needs at least one valid value.',
  validValuesDuplicated: 'Valid values cannot be duplicated.',
  validValueRequired: 'A valid value cannot be empty.',
  patternInvalid: 'The format is not a valid regular expression.',
  patternUnsafe:
    'The format repeats a group that has alternatives or repeats inside; use a character class or simplify it.',
  availabilityChangeWithValues: 'The availability of a category with values cannot be changed.',
  typeChangeWithValues: 'The type of a field with values cannot be changed.',
  validValueInUse: (value: string) => `The valid value "${value}" is in use and cannot be removed.`,
  moveWithValuesAcrossAvailability:
    'A field with values can only move to a category available for the same agents.',
  noCustomFields: 'No custom fields apply to this agent.',
} as const;

/** Messages about one value; each names its field. */
export const CustomFieldValueMessages = {
  yesNo: (name: string) => `${name} must be Yes or No.`,
  date: (name: string) => `${name} must be a date (MM/DD/YYYY).`,
  decimal: (name: string) => `${name} must be a decimal number.`,
  number: (name: string) => `${name} must be a whole number.`,
  currency: (name: string) => `${name} must be an amount in dollars and cents.`,
  list: (name: string, values: readonly string[]) =>
    `${name} must be one of: ${values.join(', ')}.`,
  tooLong: (name: string, max: number) => `${name} can be at most ${max} characters.`,
  format: (name: string) => `${name} does not match the required format.`,
} as const;
