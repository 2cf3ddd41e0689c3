import type { CustomFieldImportRow } from '@hoa/contract';
import {
  AgentTypeGroupId,
  agentTypeGroupFor,
  claimForAgentType,
  formatFieldValue,
  hasAccess,
  ImportFileMessages as IM,
  nameKey,
  parseFieldInput,
  readImportTable,
  type ImportSourceRow,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readImportFile } from '../imports/index';
import {
  agentsById,
  propertiesByAccount,
  type ImportAgent,
  type ImportProperty,
} from './import-agents';
import type { ValueWrite } from './value-writes';
import { fieldRule, visibleFields, type VisibleField } from './visible-fields';

export interface ResolvedImport {
  rows: CustomFieldImportRow[];
  writes: ValueWrite[];
}

interface Lookups {
  fields: VisibleField[];
  agents: Map<number, ImportAgent>;
  properties: Map<string, ImportProperty>;
}

/** Account numbers name a property; owner categories then mean its primary owner. */
const accountGroups: readonly number[] = [AgentTypeGroupId.Properties, AgentTypeGroupId.Owners];

function candidatesFor(row: ImportSourceRow, fields: readonly VisibleField[]): VisibleField[] {
  const name = nameKey(row.FieldName);
  const category = row.Category === null ? null : nameKey(row.Category);
  return fields.filter(
    (f) => nameKey(f.name) === name && (category === null || nameKey(f.groupName) === category),
  );
}

/** The row's agent and field, or the reason there is none. */
function match(
  row: ImportSourceRow,
  lookups: Lookups,
): { agent: ImportAgent; field: VisibleField } | string {
  const named = candidatesFor(row, lookups.fields);
  let agent: ImportAgent | null | undefined;
  let fields: VisibleField[];
  if (row.AgentId !== null) {
    agent = lookups.agents.get(row.AgentId);
    if (!agent) return IM.agentNotInCommunity(row.AgentId);
    const group = agentTypeGroupFor(agent.agentTypeId)?.AgentTypeGroupId;
    fields = named.filter((f) => f.agentTypeGroupId === group);
  } else {
    const account = row.AccountNumber ?? '';
    const property = lookups.properties.get(account);
    if (!property) return IM.accountNotFound(account);
    fields = named.filter((f) => accountGroups.includes(f.agentTypeGroupId));
    const owners = fields[0]?.agentTypeGroupId === AgentTypeGroupId.Owners;
    agent = owners ? property.owner : property.property;
    if (fields.length === 1 && !agent) return IM.accountWithoutOwner(account);
  }
  if (fields.length > 1) return IM.fieldAmbiguous(row.FieldName);
  const field = fields[0];
  if (!field || !agent) return IM.fieldNotFound(row.FieldName);
  return { agent, field };
}

function resolveRow(
  ctx: RequestContext,
  row: ImportSourceRow,
  lookups: Lookups,
  seen: Set<string>,
): { row: CustomFieldImportRow; write: ValueWrite | null } {
  const out: CustomFieldImportRow = {
    RowNumber: row.RowNumber,
    AgentId: row.AgentId,
    AccountNumber: row.AccountNumber,
    AgentName: null,
    CategoryName: row.Category,
    FieldName: row.FieldName,
    CustomFieldId: null,
    Value: null,
    DisplayValue: row.Value,
    Errors: [...row.Errors],
  };
  if (out.Errors.length > 0) return { row: out, write: null };
  const found = match(row, lookups);
  if (typeof found === 'string') return { row: { ...out, Errors: [found] }, write: null };
  const { agent, field } = found;
  Object.assign(out, {
    AgentId: agent.agentId,
    AgentName: agent.name,
    CategoryName: field.groupName,
    FieldName: field.name,
    CustomFieldId: field.fieldId,
  });
  const claim = claimForAgentType(agent.agentTypeId);
  if (claim && !hasAccess(ctx.user.grants, claim, 'update')) out.Errors.push(IM.noPermission);
  const key = `${field.fieldId}:${agent.agentId}`;
  if (seen.has(key)) out.Errors.push(IM.setTwice);
  seen.add(key);
  const value = parseFieldInput(fieldRule(field), row.Value);
  if (!value.ok) out.Errors.push(value.message);
  else {
    out.Value = value.value;
    out.DisplayValue = value.value === null ? '' : formatFieldValue(field.fieldType, value.value);
  }
  const write =
    out.Errors.length === 0
      ? { fieldId: field.fieldId, agentId: agent.agentId, value: out.Value }
      : null;
  return { row: out, write };
}

/**
 * Reads the file (CSV or .xlsx, base64) and finds each row's agent and field in the community,
 * checking its value.
 */
export async function resolveImport(
  ctx: RequestContext,
  body: { communityAgentId: number; FileName: string; FileContent: string },
): Promise<ResolvedImport> {
  const { communityAgentId } = body;
  await requireCommunity(ctx, communityAgentId);
  const file = readImportTable(await readImportFile(body.FileName, body.FileContent));
  if (!file.ok) throw badRequest(file.message);
  const sources = file.rows;
  const fields = await visibleFields(ctx, { communityAgentId });
  const agents = await agentsById(
    ctx,
    communityAgentId,
    sources.flatMap((r) => (r.AgentId === null ? [] : [r.AgentId])),
  );
  const properties = await propertiesByAccount(
    ctx,
    communityAgentId,
    sources.flatMap((r) => (r.AgentId === null && r.AccountNumber ? [r.AccountNumber] : [])),
  );
  const seen = new Set<string>();
  const resolved = sources.map((row) => resolveRow(ctx, row, { fields, agents, properties }, seen));
  return {
    rows: resolved.map((r) => r.row),
    writes: resolved.flatMap((r) => (r.write ? [r.write] : [])),
  };
}
