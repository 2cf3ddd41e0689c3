import { agents, and, eq, inArray } from '@hoa/db';
import {
  AgentGraphInputSchema,
  type AgentGraphInput,
  type contract,
  type InputOf,
  type ParsedAgentGraphInput,
  type ResponseOf,
} from '@hoa/contract';
import {
  AddressTypeId,
  AgentTypeId,
  composeDisplayName,
  duplicateErrors,
  EmailPattern,
  importText,
  SetupImportMessages as M,
  stateIdFromAlias,
  UsCountryId,
  WebAddressTypeId,
  type SetupImportError,
  type SetupImportRow,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { saveGraphs } from '../crm/index';
import { propertiesByAccountNumber } from './import-lookups';
import { runImport, type ImportPlan } from './run-import';

type PropertyOwners = typeof contract.imports.PropertyOwners;

/**
 * Properties (by account number) and their primary owners. A row for an existing property with
 * another owner reassigns it once confirmed: its primary owners become previous owners.
 */
export function importPropertyOwners(
  ctx: RequestContext,
  input: InputOf<PropertyOwners>,
): Promise<ResponseOf<PropertyOwners>> {
  return runImport(ctx, input.body, {
    kind: 'PropertyOwners',
    claims: [
      ['property', 'create'],
      ['owner', 'create'],
      ['owner', 'update'],
    ],
    plan: planPropertyOwners,
  });
}

interface PlannedRow {
  accountNumber: string;
  /** Null for a new property. */
  propertyId: number | null;
  property: ParsedAgentGraphInput | null;
  owner: ParsedAgentGraphInput;
}

async function planPropertyOwners(
  ctx: RequestContext,
  communityAgentId: number,
  rows: SetupImportRow[],
): Promise<ImportPlan> {
  const properties = await propertiesByAccountNumber(ctx, communityAgentId);
  const errors = duplicateErrors(
    rows,
    'AccountNumber',
    (row) => importText(row, 'AccountNumber')?.toUpperCase() ?? null,
  );
  const warnings: SetupImportError[] = [];
  const planned: PlannedRow[] = [];
  for (const row of rows) {
    const fail = (Column: string, Message: string) =>
      errors.push({ Row: row.Row, Column, Message });
    const text = (column: string) => importText(row, column);
    const accountNumber = text('AccountNumber');
    const state = text('State');
    const stateId = state === null ? null : stateIdFromAlias(state);
    if (state !== null && stateId === null) fail('State', M.unknownState);
    if (text('OwnerLastName') === null && text('OwnerCompanyName') === null)
      fail('OwnerLastName', M.ownerNameRequired);
    const email = text('OwnerEmail');
    if (email !== null && !EmailPattern.test(email)) fail('OwnerEmail', M.badEmail);
    if (accountNumber === null) continue;

    const address = {
      StreetNumber: text('StreetNumber'),
      StreetName: text('StreetName'),
      Unit: text('Unit'),
      City: text('City'),
      StateId: stateId,
      PostalCode: text('PostalCode'),
      CountryId: UsCountryId,
      IsPrimary: true,
    };
    const ownerContact = {
      FirstName: text('OwnerFirstName'),
      LastName: text('OwnerLastName'),
      CompanyName: text('OwnerCompanyName'),
      PrimaryEmailAddress: email,
    };
    const existing = properties.get(accountNumber.toUpperCase());
    const ownerName = composeDisplayName(ownerContact);
    if (existing?.owners.some((o) => o.toLowerCase() === ownerName.toLowerCase()))
      fail('AccountNumber', M.propertyHasOwner(accountNumber));
    else if (existing && existing.owners.length > 0)
      warnings.push({
        Row: row.Row,
        Column: 'AccountNumber',
        Message: M.reassignment(accountNumber, existing.owners.join(', ')),
      });
    // The profile rules last, for what the cells' own checks cannot see.
    if (errors.some((e) => e.Row === row.Row)) continue;
    const parse = (graph: AgentGraphInput) => {
      const parsed = AgentGraphInputSchema.safeParse(graph);
      if (!parsed.success) fail('AccountNumber', parsed.error.issues[0]?.message ?? M.required);
      return parsed.success ? parsed.data : null;
    };
    const property = existing
      ? null
      : parse({
          Agent: {
            TopsAgentTypeId: AgentTypeId.Property,
            CommunityAgentId: communityAgentId,
            TopsAgentParentId: communityAgentId,
          },
          Contact: { DisplayName: streetLine(address) },
          Addresses: [{ ...address, AddressTypeId: AddressTypeId.Property }],
          PropertyDetails: { AccountNumber: accountNumber, LotNumber: text('LotNumber') },
        });
    const owner = parse({
      Agent: { TopsAgentTypeId: AgentTypeId.PrimaryOwner },
      Contact: ownerContact,
      Addresses: [{ ...address, AddressTypeId: AddressTypeId.Main }],
      WebAddresses: email
        ? [{ WebAddressTypeId: WebAddressTypeId.Email, Address: email, IsPrimary: true }]
        : [],
    });
    if (owner) planned.push({ accountNumber, propertyId: existing?.id ?? null, property, owner });
  }
  return {
    errors,
    warnings,
    commit: () => commitPropertyOwners(ctx, planned),
  };
}

function streetLine(address: {
  StreetNumber: string | null;
  StreetName: string | null;
  Unit: string | null;
}): string {
  const street = [address.StreetNumber, address.StreetName].filter(Boolean).join(' ');
  return address.Unit ? `${street} #${address.Unit}` : street;
}

/** New properties, then the previous owners of reassigned ones, then every new owner. */
async function commitPropertyOwners(
  ctx: RequestContext,
  planned: readonly PlannedRow[],
): Promise<number> {
  const newProperties = planned.flatMap((p) => (p.property ? [p.property] : []));
  const created = newProperties.length > 0 ? await saveGraphs(ctx, newProperties) : [];
  const createdIds = new Map(
    created.map((graph) => [
      graph.PropertyDetails?.AccountNumber?.toUpperCase() ?? '',
      graph.Agent.TopsAgentId,
    ]),
  );
  const reassigned = planned.flatMap((p) => (p.propertyId === null ? [] : [p.propertyId]));
  if (reassigned.length > 0) {
    await ctx.tx
      .update(agents)
      .set({ agentTypeId: AgentTypeId.PreviousOwner, updatedAt: new Date() })
      .where(
        and(
          inArray(agents.parentAgentId, reassigned),
          eq(agents.agentTypeId, AgentTypeId.PrimaryOwner),
          eq(agents.isDeleted, false),
        ),
      );
  }
  await saveGraphs(
    ctx,
    planned.map((p) => ({
      ...p.owner,
      Agent: {
        ...p.owner.Agent,
        TopsAgentParentId: p.propertyId ?? createdIds.get(p.accountNumber.toUpperCase()) ?? null,
      },
    })),
  );
  return planned.length;
}
