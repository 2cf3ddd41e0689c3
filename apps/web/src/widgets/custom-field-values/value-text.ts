import type { AgentCustomValues } from '@hoa/contract';
import { centsDecimalText, parseFieldInput, type FieldRule } from '@hoa/domain';

export type PanelField = AgentCustomValues['Groups'][number]['Fields'][number];

export function ruleOf(field: PanelField): FieldRule {
  return {
    Name: field.Name,
    FieldType: field.FieldType,
    Regex: field.Regex,
    ValidValues: field.ValidValues.map((v) => v.Value),
  };
}

/** A stored value as its input holds it: currency in dollars, everything else as stored. */
export function toEditText(field: PanelField): string {
  const value = field.Value ?? '';
  if (field.FieldType !== 'C' || value === '') return value;
  return centsDecimalText(Number(value));
}

export type EditResult =
  | { ok: true; values: { CustomFieldId: number; Value: string | null }[] }
  | { ok: false; errors: Record<number, string> };

/** The changed fields' values in stored form, or the message under each field that is wrong. */
export function collectChanges(
  fields: readonly PanelField[],
  texts: Readonly<Record<number, string>>,
): EditResult {
  const values: { CustomFieldId: number; Value: string | null }[] = [];
  const errors: Record<number, string> = {};
  for (const field of fields) {
    const text = texts[field.CustomFieldId];
    if (text === undefined || text === toEditText(field)) continue;
    const parsed = parseFieldInput(ruleOf(field), text);
    if (parsed.ok) values.push({ CustomFieldId: field.CustomFieldId, Value: parsed.value });
    else errors[field.CustomFieldId] = parsed.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
