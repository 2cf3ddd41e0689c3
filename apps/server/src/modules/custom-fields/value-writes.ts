import { customFieldValues, queryRows, sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';

export interface ValueWrite {
  fieldId: number;
  agentId: number;
  /** null clears the value. */
  value: string | null;
}

/** Sets and clears values in two statements, whatever their number. */
export async function writeValues(
  ctx: RequestContext,
  writes: readonly ValueWrite[],
): Promise<{ saved: number; cleared: number }> {
  const companyId = ctx.user.companyId;
  const saved = writes.flatMap((w) => (w.value === null ? [] : [{ ...w, value: w.value }]));
  const cleared = writes.filter((w) => w.value === null);
  if (saved.length > 0) {
    await ctx.tx
      .insert(customFieldValues)
      .values(
        saved.map((w) => ({
          companyId,
          customFieldId: w.fieldId,
          agentId: w.agentId,
          value: w.value,
        })),
      )
      .onConflictDoUpdate({
        target: [customFieldValues.customFieldId, customFieldValues.agentId],
        set: { value: sql`excluded.value` },
      });
  }
  if (cleared.length > 0) {
    const pairs = sql.join(
      cleared.map((w) => sql`(${w.fieldId}::bigint, ${w.agentId}::bigint)`),
      sql`, `,
    );
    await queryRows(
      ctx.tx,
      sql`delete from custom_field_values v using (values ${pairs}) as d(field_id, agent_id)
        where v.custom_field_id = d.field_id and v.agent_id = d.agent_id`,
    );
  }
  return { saved: saved.length, cleared: cleared.length };
}
