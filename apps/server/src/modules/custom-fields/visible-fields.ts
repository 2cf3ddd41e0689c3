import { queryRows, sql } from '@hoa/db';
import type { CustomFieldTypeCode, FieldRule } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

export interface VisibleField {
  groupId: number;
  groupName: string;
  description: string;
  orientation: 'L' | 'R';
  groupSequence: number;
  agentTypeGroupId: number;
  fieldId: number;
  name: string;
  fieldType: CustomFieldTypeCode;
  regex: string | null;
  validValues: string[];
  /** The agent's value, when an agent was given. */
  value: string | null;
}

interface Row extends Omit<VisibleField, 'groupId' | 'fieldId'> {
  groupId: number | string;
  fieldId: number | string;
}

export interface VisibilityScope {
  /** The agent's community; null (agents without one): any community on the caller's list. */
  communityAgentId: number | null;
  agentTypeGroupId?: number;
  agentId?: number;
}

/**
 * The enabled fields of enabled categories a user sees: one of their roles is listed on the
 * category and so is the community (spec 1 §3.9).
 */
export async function visibleFields(
  ctx: RequestContext,
  scope: VisibilityScope,
): Promise<VisibleField[]> {
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select g.id as "groupId", g.name as "groupName", coalesce(g.description, '') as description,
        g.orientation, g.sequence as "groupSequence", g.agent_type_group_id as "agentTypeGroupId",
        f.id as "fieldId", f.name, f.field_type as "fieldType", f.regex,
        f.valid_values as "validValues", ${
          scope.agentId === undefined ? sql`null` : sql`v.value`
        } as value
      from custom_field_groups g
      join custom_fields f on f.group_id = g.id and f.enabled
      ${
        scope.agentId === undefined
          ? sql``
          : sql`left join custom_field_values v on v.custom_field_id = f.id and v.agent_id = ${scope.agentId}`
      }
      where g.enabled
        ${scope.agentTypeGroupId === undefined ? sql`` : sql`and g.agent_type_group_id = ${scope.agentTypeGroupId}`}
        and exists (select 1 from custom_field_group_roles gr
          join user_roles ur on ur.role_id = gr.role_id
          where gr.group_id = g.id and ur.user_id = ${ctx.user.userId})
        and exists (select 1 from custom_field_group_communities gc
          where gc.group_id = g.id and ${inUserCommunities(ctx, sql`gc.community_agent_id`, {
            asked: scope.communityAgentId,
          })})
      order by g.sequence, g.name, g.id, f.sequence, f.name, f.id`,
  );
  return rows.map((r) => ({ ...r, groupId: Number(r.groupId), fieldId: Number(r.fieldId) }));
}

/** What the value rules need of a visible field. */
export function fieldRule(field: VisibleField): FieldRule {
  return {
    Name: field.name,
    FieldType: field.fieldType,
    Regex: field.regex,
    ValidValues: field.validValues,
  };
}
