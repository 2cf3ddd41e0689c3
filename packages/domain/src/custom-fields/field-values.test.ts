import { describe, expect, it } from 'vitest';
import type { CustomFieldTypeCode } from '../static-data/record-enums';
import { checkFieldValue, formatFieldValue, parseFieldInput, type FieldRule } from './field-values';

const field = (FieldType: CustomFieldTypeCode, over: Partial<FieldRule> = {}): FieldRule => ({
  Name: 'Gate code',
  FieldType,
  Regex: null,
  ValidValues: [],
  ...over,
});

describe('custom field values by type', () => {
  it('clears a value with null or an empty text', () => {
    expect(checkFieldValue(field('N'), null)).toEqual({ ok: true, value: null });
    expect(checkFieldValue(field('N'), '')).toEqual({ ok: true, value: null });
    expect(parseFieldInput(field('D'), '   ')).toEqual({ ok: true, value: null });
  });

  it('Yes/No (B): canonical Yes or No; typed words map to them', () => {
    expect(checkFieldValue(field('B'), 'Yes')).toEqual({ ok: true, value: 'Yes' });
    expect(checkFieldValue(field('B'), 'yes')).toEqual({
      ok: false,
      message: 'Gate code must be Yes or No.',
    });
    expect(parseFieldInput(field('B'), 'TRUE')).toEqual({ ok: true, value: 'Yes' });
    expect(parseFieldInput(field('B'), 'n')).toEqual({ ok: true, value: 'No' });
    expect(parseFieldInput(field('B'), 'maybe')).toMatchObject({ ok: false });
  });

  it('Date (D): YYYY-MM-DD on the wire; M/d/yyyy and friends typed', () => {
    expect(checkFieldValue(field('D'), '2026-02-28')).toMatchObject({ ok: true });
    expect(checkFieldValue(field('D'), '2026-02-30')).toEqual({
      ok: false,
      message: 'Gate code must be a date (MM/DD/YYYY).',
    });
    expect(checkFieldValue(field('D'), '2/28/2026')).toMatchObject({ ok: false });
    expect(parseFieldInput(field('D'), '2/28/2026')).toEqual({ ok: true, value: '2026-02-28' });
    expect(parseFieldInput(field('D'), '2-28-26')).toEqual({ ok: true, value: '2026-02-28' });
    expect(parseFieldInput(field('D'), '2026-02-28')).toEqual({ ok: true, value: '2026-02-28' });
  });

  it('Decimal (F) and Number (N)', () => {
    expect(checkFieldValue(field('F'), '-12.75')).toMatchObject({ ok: true });
    expect(checkFieldValue(field('F'), '1e5')).toEqual({
      ok: false,
      message: 'Gate code must be a decimal number.',
    });
    expect(parseFieldInput(field('F'), '1,234.50')).toEqual({ ok: true, value: '1234.50' });
    expect(parseFieldInput(field('F'), '007.5')).toEqual({ ok: true, value: '7.5' });
    expect(checkFieldValue(field('N'), '42')).toMatchObject({ ok: true });
    expect(checkFieldValue(field('N'), '4.2')).toEqual({
      ok: false,
      message: 'Gate code must be a whole number.',
    });
    expect(checkFieldValue(field('N'), '99999999999999999999')).toMatchObject({ ok: false });
    expect(parseFieldInput(field('N'), '+1,200')).toEqual({ ok: true, value: '1200' });
    expect(parseFieldInput(field('N'), '-0')).toEqual({ ok: true, value: '0' });
  });

  it('Currency (C): integer cents stored; dollars typed', () => {
    expect(checkFieldValue(field('C'), '123450')).toEqual({ ok: true, value: '123450' });
    expect(checkFieldValue(field('C'), '1234.50')).toEqual({
      ok: false,
      message: 'Gate code must be an amount in dollars and cents.',
    });
    expect(parseFieldInput(field('C'), '$1,234.5')).toEqual({ ok: true, value: '123450' });
    expect(parseFieldInput(field('C'), '-12')).toEqual({ ok: true, value: '-1200' });
    expect(parseFieldInput(field('C'), '12.345')).toMatchObject({ ok: false });
    expect(formatFieldValue('C', '123450')).toBe('$1,234.50');
  });

  it('List (L): one of the valid values; typed in any case', () => {
    const list = field('L', { Name: 'Pet', ValidValues: ['Dog', 'Cat'] });
    expect(checkFieldValue(list, 'Cat')).toMatchObject({ ok: true });
    expect(checkFieldValue(list, 'cat')).toEqual({
      ok: false,
      message: 'Pet must be one of: Dog, Cat.',
    });
    expect(parseFieldInput(list, ' cat ')).toEqual({ ok: true, value: 'Cat' });
  });

  it('Text (T) and Multi Line (M): length and the whole-value format', () => {
    const zip = field('T', { Name: 'Mail zip', Regex: '\\d{5}' });
    expect(checkFieldValue(zip, '62701')).toMatchObject({ ok: true });
    expect(checkFieldValue(zip, '62701-1234')).toEqual({
      ok: false,
      message: 'Mail zip does not match the required format.',
    });
    expect(checkFieldValue(field('T'), 'x'.repeat(256))).toEqual({
      ok: false,
      message: 'Gate code can be at most 255 characters.',
    });
    expect(checkFieldValue(field('M'), 'x'.repeat(4000))).toMatchObject({ ok: true });
    expect(parseFieldInput(field('M'), 'line 1\r\nline 2')).toEqual({
      ok: true,
      value: 'line 1\nline 2',
    });
    expect(parseFieldInput(field('T'), '  A-17  ')).toEqual({ ok: true, value: 'A-17' });
  });

  it('formats dates for display as MM/DD/YYYY', () => {
    expect(formatFieldValue('D', '2026-02-28')).toBe('02/28/2026');
    expect(formatFieldValue('T', 'x')).toBe('x');
  });
});
