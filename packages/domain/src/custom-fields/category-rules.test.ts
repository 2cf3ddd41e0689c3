import { describe, expect, it } from 'vitest';
import { checkFieldDefinition, findDuplicateName } from './category-rules';
import { checkFieldPattern, matchesFieldPattern } from './field-pattern';
import { CustomFieldMessages } from './messages';

describe('custom field category rules (spec 1 §5)', () => {
  it('has the spec texts verbatim', () => {
    expect(CustomFieldMessages.categoryNameRequired).toBe('Category name is required.');
    expect(CustomFieldMessages.groupNamesDuplicated).toBe('Group names cannot be duplicated.');
    expect(CustomFieldMessages.fieldNameExistsInTarget).toBe(
      'A field with this name already exists in the target category.',
    );
    expect(CustomFieldMessages.categoryCannotBeRemoved).toBe(
      'This category cannot be removed. All fields and values must be removed first.',
    );
    expect(CustomFieldMessages.fieldCannotBeRemoved).toBe(
      'This field cannot be removed. All related values must first be removed.',
    );
  });

  it('finds duplicate names without regard to case or outer spaces', () => {
    expect(findDuplicateName(['Gate code', 'Pets', ' gate CODE '])).toBe(' gate CODE ');
    expect(findDuplicateName(['Gate code', 'Pets'])).toBeNull();
  });

  it('checks list values and formats', () => {
    const base = { FieldType: 'L' as const, Regex: null };
    expect(checkFieldDefinition({ ...base, ValidValues: [] })).toBe(
      CustomFieldMessages.listNeedsValues,
    );
    expect(checkFieldDefinition({ ...base, ValidValues: ['Dog', 'dog'] })).toBe(
      CustomFieldMessages.validValuesDuplicated,
    );
    expect(checkFieldDefinition({ ...base, ValidValues: ['Dog', ' '] })).toBe(
      CustomFieldMessages.validValueRequired,
    );
    expect(checkFieldDefinition({ ...base, ValidValues: ['Dog'] })).toBeNull();
    expect(checkFieldDefinition({ FieldType: 'T', Regex: '[a-', ValidValues: [] })).toBe(
      CustomFieldMessages.patternInvalid,
    );
  });

  it('refuses formats that repeat a repeating group, and allows common ones', () => {
    for (const unsafe of ['(a+)+', '(a|aa)*', '(\\d+)*x', '((ab)*c)+', '(?:x+){2,}', '(a*){3}']) {
      expect(checkFieldPattern(unsafe), unsafe).toBe(CustomFieldMessages.patternUnsafe);
    }
    for (const safe of [
      '\\d{5}(-\\d{4})?',
      '[A-Z]{2}-\\d+',
      '(Mr|Mrs|Ms)\\.? .+',
      '(?:ab)+',
      '([a+]b)+',
      '\\(\\d{3}\\) \\d{3}-\\d{4}',
      '(a+)?b',
    ]) {
      expect(checkFieldPattern(safe), safe).toBeNull();
    }
    expect(matchesFieldPattern('\\d{5}', '62701')).toBe(true);
    expect(matchesFieldPattern('\\d{5}', 'x62701')).toBe(false);
    expect(matchesFieldPattern('a|b', 'ab')).toBe(false);
  });
});
