// Custom field values by type (spec 1 §3.9). Values are stored as text (searched by trigram), in one
// canonical form per type: B 'Yes' or 'No', D 'YYYY-MM-DD', F a decimal, N an integer, C integer
// cents, L one of the valid values, T and M the text.
import { formatDate, isValidIsoDate, parseUserDate } from '../dates';
import { formatCents, toCents } from '../money';
import type { CustomFieldTypeCode } from '../static-data/record-enums';
import { matchesFieldPattern } from './field-pattern';
import { CustomFieldValueMessages as M } from './messages';

export const MaxTextValueLength = 255;
export const MaxMultiLineValueLength = 4000;

export const YesValue = 'Yes';
export const NoValue = 'No';

/** What the value rules need to know of a field. */
export interface FieldRule {
  readonly Name: string;
  readonly FieldType: CustomFieldTypeCode;
  readonly Regex: string | null;
  readonly ValidValues: readonly string[];
}

export type ValueCheck = { ok: true; value: string | null } | { ok: false; message: string };

const integerText = /^-?(0|[1-9]\d*)$/;
const decimalText = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const MaxDecimalDigits = 15;

const ok = (value: string | null): ValueCheck => ({ ok: true, value });
const fail = (message: string): ValueCheck => ({ ok: false, message });

function checkText(field: FieldRule, value: string): ValueCheck {
  const max = field.FieldType === 'M' ? MaxMultiLineValueLength : MaxTextValueLength;
  if (value.length > max) return fail(M.tooLong(field.Name, max));
  if (field.Regex && !matchesFieldPattern(field.Regex, value)) return fail(M.format(field.Name));
  return ok(value);
}

function isSafeInteger(text: string): boolean {
  return integerText.test(text) && Number.isSafeInteger(Number(text));
}

/** Why a value of the field's type was refused. */
function typeMessage(field: FieldRule): string {
  switch (field.FieldType) {
    case 'B':
      return M.yesNo(field.Name);
    case 'D':
      return M.date(field.Name);
    case 'F':
      return M.decimal(field.Name);
    case 'N':
      return M.number(field.Name);
    case 'C':
      return M.currency(field.Name);
    case 'L':
      return M.list(field.Name, field.ValidValues);
    case 'T':
    case 'M':
      return M.format(field.Name);
  }
}

/** Checks a value in its canonical form, as the API receives it; empty or null clears it. */
export function checkFieldValue(field: FieldRule, value: string | null): ValueCheck {
  if (value === null || value === '') return ok(null);
  switch (field.FieldType) {
    case 'T':
    case 'M':
      return checkText(field, value);
    default:
      return isCanonical(field, value) ? ok(value) : fail(typeMessage(field));
  }
}

function isCanonical(field: FieldRule, value: string): boolean {
  switch (field.FieldType) {
    case 'B':
      return value === YesValue || value === NoValue;
    case 'D':
      return isValidIsoDate(value);
    case 'F':
      return decimalText.test(value) && value.replace(/\D/g, '').length <= MaxDecimalDigits;
    case 'N':
    case 'C':
      return isSafeInteger(value);
    case 'L':
      return field.ValidValues.includes(value);
    case 'T':
    case 'M':
      return true;
  }
}

const yesWords = new Set(['yes', 'y', 'true', '1']);
const noWords = new Set(['no', 'n', 'false', '0']);

/** Drops leading zeros ('007.50' → '7.50') so equal numbers are stored alike. */
function normalizeNumber(text: string): string {
  const negative = text.startsWith('-');
  const unsigned = (negative ? text.slice(1) : text).replace(/^0+(?=\d)/, '');
  return negative && !/^0(\.0+)?$/.test(unsigned) ? `-${unsigned}` : unsigned;
}

function toCanonical(field: FieldRule, text: string): string | null {
  switch (field.FieldType) {
    case 'B': {
      const word = text.toLowerCase();
      return yesWords.has(word) ? YesValue : noWords.has(word) ? NoValue : null;
    }
    case 'D':
      return isValidIsoDate(text) ? text : parseUserDate(text);
    case 'F':
    case 'N': {
      const plain = text.replace(/,/g, '');
      return /^[-+]?\d+(\.\d+)?$/.test(plain) ? normalizeNumber(plain.replace(/^\+/, '')) : null;
    }
    case 'C': {
      const plain = text.replace(/[$,\s]/g, '');
      try {
        return String(toCents(plain));
      } catch {
        return null;
      }
    }
    case 'L':
      return field.ValidValues.find((v) => v.toLowerCase() === text.toLowerCase()) ?? null;
    case 'T':
    case 'M':
      return text;
  }
}

/**
 * Reads a value as a person types it (an import cell, an input box): yes/no words, M/d/yyyy dates,
 * numbers with thousands commas, dollar amounts, list values in any case. Empty clears the value.
 */
export function parseFieldInput(field: FieldRule, input: string): ValueCheck {
  const text = field.FieldType === 'M' ? input.replace(/\r\n/g, '\n') : input.trim();
  if (text.trim() === '') return ok(null);
  const canonical = toCanonical(field, text);
  if (canonical === null) return fail(typeMessage(field));
  return checkFieldValue(field, canonical);
}

/** A stored value as a person reads it. */
export function formatFieldValue(fieldType: CustomFieldTypeCode, value: string): string {
  if (fieldType === 'D') return formatDate(value) || value;
  if (fieldType === 'C' && isSafeInteger(value)) return formatCents(Number(value));
  return value;
}
