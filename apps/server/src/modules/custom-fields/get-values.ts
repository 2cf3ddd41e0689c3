import type { AgentCustomValues, contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadValuesAgent, type ValuesAgent } from './agent-access';
import { visibleFields, type VisibleField } from './visible-fields';

type GetValues = typeof contract.customFields.GetValues;

/** The agent's values in the categories the caller sees, grouped as the panel shows them. */
export async function readAgentValues(
  ctx: RequestContext,
  agent: ValuesAgent,
): Promise<AgentCustomValues> {
  const fields: VisibleField[] =
    agent.agentTypeGroupId === null
      ? []
      : await visibleFields(ctx, {
          communityAgentId: agent.communityAgentId,
          agentTypeGroupId: agent.agentTypeGroupId,
          agentId: agent.agentId,
        });
  const groups: AgentCustomValues['Groups'] = [];
  for (const f of fields) {
    let group = groups.at(-1);
    if (group?.CustomFieldGroupId !== f.groupId) {
      group = {
        CustomFieldGroupId: f.groupId,
        Name: f.groupName,
        Description: f.description,
        Orientation: f.orientation,
        Sequence: f.groupSequence,
        Fields: [],
      };
      groups.push(group);
    }
    group.Fields.push({
      CustomFieldId: f.fieldId,
      Name: f.name,
      FieldType: f.fieldType,
      Regex: f.regex,
      ValidValues: f.validValues.map((Value) => ({ Value })),
      Value: f.value,
    });
  }
  return {
    AgentId: agent.agentId,
    AgentTypeGroupId: agent.agentTypeGroupId,
    CanEdit: agent.canEdit,
    Groups: groups,
  };
}

export async function getValues(
  ctx: RequestContext,
  input: InputOf<GetValues>,
): Promise<ResponseOf<GetValues>> {
  const agent = await loadValuesAgent(ctx, input.query.agentId, 'read');
  return readAgentValues(ctx, agent);
}
