import { describe, expect, it } from 'vitest';
import { AgentTypeId } from '../static-data/agent-types';
import { AgentTypeGroupId, AgentTypeGroups, agentTypeGroupFor } from './agent-type-groups';

describe('agent type groups of custom field categories', () => {
  it('puts the owner-like types 4, 5, 16 and 20 in one group', () => {
    for (const type of [4, 5, 16, 20]) {
      expect(agentTypeGroupFor(type)?.AgentTypeGroupId).toBe(AgentTypeGroupId.Owners);
    }
    expect(agentTypeGroupFor(AgentTypeId.Property)?.Name).toBe('Properties');
    expect(agentTypeGroupFor(AgentTypeId.AutomationAgent)).toBeUndefined();
  });
  it('gives each agent type at most one group and unique ids', () => {
    const types = AgentTypeGroups.flatMap((g) => g.AgentTypeIds);
    expect(new Set(types).size).toBe(types.length);
    const ids = AgentTypeGroups.map((g) => g.AgentTypeGroupId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
