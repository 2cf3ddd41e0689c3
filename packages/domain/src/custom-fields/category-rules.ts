// Rules of a custom field category (group) and its fields (spec 1 §5).
import type { CustomFieldTypeCode } from '../static-data/record-enums';
import { checkFieldPattern } from './field-pattern';
import { CustomFieldMessages } from './messages';

export const CategoryNameMaxLength = 50;
export const CategoryDescriptionMaxLength = 250;
export const FieldNameMaxLength = 100;
export const ValidValueMaxLength = 100;
export const MaxValidValues = 200;

/** Names compare trimmed and without regard to case, as the database's unique index does. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The first name that appears twice, or null. */
export function findDuplicateName(names: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    const key = nameKey(name);
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return null;
}

export interface FieldDefinition {
  readonly FieldType: CustomFieldTypeCode;
  readonly Regex: string | null;
  readonly ValidValues: readonly string[];
}

/** What is wrong with a field's type, list values and format, or null. */
export function checkFieldDefinition(field: FieldDefinition): string | null {
  if (field.ValidValues.some((v) => v.trim() === '')) {
    return CustomFieldMessages.validValueRequired;
  }
  if (field.FieldType === 'L' && field.ValidValues.length === 0) {
    return CustomFieldMessages.listNeedsValues;
  }
  if (findDuplicateName(field.ValidValues) !== null) {
    return CustomFieldMessages.validValuesDuplicated;
  }
  return field.Regex ? checkFieldPattern(field.Regex) : null;
}

/** Only list fields keep valid values and only text fields keep a format. */
export function usesValidValues(fieldType: CustomFieldTypeCode): boolean {
  return fieldType === 'L';
}

export function usesPattern(fieldType: CustomFieldTypeCode): boolean {
  return fieldType === 'T' || fieldType === 'M';
}
