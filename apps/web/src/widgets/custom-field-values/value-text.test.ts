import { describe, expect, it } from 'vitest';
import { collectChanges, toEditText, type PanelField } from './value-text';

const field = (over: Partial<PanelField>): PanelField => ({
  CustomFieldId: 1,
  Name: 'Deposit',
  FieldType: 'C',
  Regex: null,
  ValidValues: [],
  Value: null,
  ...over,
});

describe('custom field values panel text', () => {
  it('edits currency in dollars and everything else as stored', () => {
    expect(toEditText(field({ Value: '125050' }))).toBe('1250.50');
    expect(toEditText(field({ Value: '-5' }))).toBe('-0.05');
    expect(toEditText(field({ FieldType: 'D', Value: '2026-03-01' }))).toBe('2026-03-01');
    expect(toEditText(field({ Value: null }))).toBe('');
  });

  it('sends only changed fields, in stored form, and names what is wrong', () => {
    const fields = [
      field({ CustomFieldId: 1, Value: '100' }),
      field({ CustomFieldId: 2, Name: 'Pets', FieldType: 'L', ValidValues: [{ Value: 'Dog' }] }),
      field({ CustomFieldId: 3, Name: 'Cars', FieldType: 'N', Value: '2' }),
    ];
    expect(collectChanges(fields, { 1: '1.00', 2: 'dog', 3: '' })).toEqual({
      ok: true,
      values: [
        { CustomFieldId: 2, Value: 'Dog' },
        { CustomFieldId: 3, Value: null },
      ],
    });
    expect(collectChanges(fields, { 1: '12.345', 2: 'Cat' })).toEqual({
      ok: false,
      errors: {
        1: 'Deposit must be an amount in dollars and cents.',
        2: 'Pets must be one of: Dog.',
      },
    });
  });
});
