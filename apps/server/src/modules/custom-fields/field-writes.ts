import { customFields, eq, inArray, queryRows, sql } from '@hoa/db';
import type { CustomFieldInput } from '@hoa/contract';
import {
  checkFieldDefinition,
  CustomFieldMessages as M,
  findDuplicateName,
  usesPattern,
  usesValidValues,
} from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/** Only list fields keep valid values and only text fields keep a format. */
function normalize(field: CustomFieldInput): CustomFieldInput {
  return {
    ...field,
    ValidValues: usesValidValues(field.FieldType) ? field.ValidValues : [],
    Regex: usesPattern(field.FieldType) && field.Regex ? field.Regex : null,
  };
}

interface ExistingField {
  id: number;
  name: string;
  fieldType: string;
  validValues: string[];
}

/** A changed field must not drop its type or a list value that agents' values still use. */
async function checkAgainstValues(
  ctx: RequestContext,
  changed: readonly CustomFieldInput[],
  existing: ReadonlyMap<number, ExistingField>,
): Promise<void> {
  const ids = changed.flatMap((f) => (f.CustomFieldId ? [f.CustomFieldId] : []));
  if (ids.length === 0) return;
  // One row per field with values; list fields give one per distinct value.
  const used = await queryRows<{ fieldId: number | string; value: string | null }>(
    ctx.tx,
    sql`select v.custom_field_id as "fieldId",
          case when f.field_type = 'L' then v.value end as value
        from custom_field_values v join custom_fields f on f.id = v.custom_field_id
        where ${inArray(sql`v.custom_field_id`, ids)}
        group by 1, 2`,
  );
  for (const field of changed) {
    const before = field.CustomFieldId ? existing.get(field.CustomFieldId) : undefined;
    if (!before) continue;
    const rows = used.filter((u) => Number(u.fieldId) === before.id);
    if (rows.length === 0) continue;
    if (before.fieldType !== field.FieldType) throw badRequest(M.typeChangeWithValues);
    const dropped = rows.find((u) => u.value !== null && !field.ValidValues.includes(u.value));
    if (dropped?.value) throw badRequest(M.validValueInUse(dropped.value));
  }
}

/**
 * Adds and changes fields of one category. Field names stay unique within it: the listed fields
 * together with the ones already there.
 */
export async function writeFields(
  ctx: RequestContext,
  groupId: number,
  input: readonly CustomFieldInput[],
): Promise<void> {
  if (input.length === 0) return;
  const fields = input.map(normalize);
  for (const field of fields) {
    const problem = checkFieldDefinition(field);
    if (problem) throw badRequest(problem);
  }
  const rows = await ctx.tx
    .select({
      id: customFields.id,
      name: customFields.name,
      sequence: customFields.sequence,
      fieldType: customFields.fieldType,
      validValues: customFields.validValues,
    })
    .from(customFields)
    .where(eq(customFields.groupId, groupId));
  const existing = new Map(rows.map((r) => [r.id, r]));
  const listedIds = new Set(fields.flatMap((f) => (f.CustomFieldId ? [f.CustomFieldId] : [])));
  if ([...listedIds].some((id) => !existing.has(id))) throw appError('FieldNotFound');
  if (listedIds.size !== fields.filter((f) => f.CustomFieldId).length) {
    throw badRequest(M.fieldNamesDuplicated);
  }
  const names = [
    ...rows.filter((r) => !listedIds.has(r.id)).map((r) => r.name),
    ...fields.map((f) => f.Name),
  ];
  if (findDuplicateName(names) !== null) throw badRequest(M.fieldNamesDuplicated);
  await checkAgainstValues(ctx, fields, existing);

  const companyId = ctx.user.companyId;
  const added = fields.filter((f) => !f.CustomFieldId);
  const last = Math.max(0, ...rows.map((r) => r.sequence));
  if (added.length > 0) {
    await ctx.tx.insert(customFields).values(
      added.map((f, index) => ({
        companyId,
        groupId,
        name: f.Name,
        fieldType: f.FieldType,
        sequence: f.Sequence ?? last + index + 1,
        enabled: f.Enabled,
        regex: f.Regex,
        validValues: f.ValidValues,
      })),
    );
  }
  const changed = fields.filter((f) => f.CustomFieldId);
  if (changed.length > 0) {
    const values = sql.join(
      changed.map(
        (f) => sql`(${f.CustomFieldId}::bigint, ${f.Name}::varchar, ${f.FieldType}::char(1),
          ${f.Sequence ?? null}::int, ${f.Enabled}::boolean, ${f.Regex}::varchar,
          ${JSON.stringify(f.ValidValues)}::jsonb)`,
      ),
      sql`, `,
    );
    await queryRows(
      ctx.tx,
      sql`update custom_fields f set name = v.name, field_type = v.field_type,
          sequence = coalesce(v.sequence, f.sequence), enabled = v.enabled, regex = v.regex, valid_values = v.valid_values
        from (values ${values}) as v(id, name, field_type, sequence, enabled, regex, valid_values)
        where f.id = v.id`,
    );
  }
}
