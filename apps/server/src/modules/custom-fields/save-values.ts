import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { checkFieldValue } from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadValuesAgent } from './agent-access';
import { readAgentValues } from './get-values';
import { writeValues, type ValueWrite } from './value-writes';
import { fieldRule, visibleFields } from './visible-fields';

type SaveValues = typeof contract.customFields.SaveValues;

/** Sets or clears an agent's values, each checked by its field's type; all or none are saved. */
export async function saveValues(
  ctx: RequestContext,
  input: InputOf<SaveValues>,
): Promise<ResponseOf<SaveValues>> {
  const { agentId, Values } = input.body;
  const agent = await loadValuesAgent(ctx, agentId, 'update');
  const ids = Values.map((v) => v.CustomFieldId);
  if (new Set(ids).size !== ids.length) throw appError('FieldListedTwice');
  const fields =
    agent.agentTypeGroupId === null
      ? []
      : await visibleFields(ctx, {
          communityAgentId: agent.communityAgentId,
          agentTypeGroupId: agent.agentTypeGroupId,
        });
  const byId = new Map(fields.map((f) => [f.fieldId, f]));
  const writes: ValueWrite[] = [];
  const problems: string[] = [];
  for (const { CustomFieldId, Value } of Values) {
    const field = byId.get(CustomFieldId);
    if (!field) throw appError('FieldNotFound');
    const check = checkFieldValue(fieldRule(field), Value);
    if (check.ok)
      writes.push({ fieldId: CustomFieldId, agentId: agent.agentId, value: check.value });
    else problems.push(check.message);
  }
  if (problems.length > 0) throw badRequest(problems.join(' '));
  await writeValues(ctx, writes);
  return readAgentValues(ctx, agent);
}
