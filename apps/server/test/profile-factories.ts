// Bodies and rows for the profile (CRM) tests. Each test makes its own company first.
import type { FastifyInstance } from 'fastify';
import { contract, type OwnerInput, type PropertyInput } from '@hoa/contract';
import { agents, attachments, bankAccounts, codes, contacts, type Database } from '@hoa/db';
import {
  AddressTypeId,
  AgentTypeId,
  AttachmentTypeId,
  CodeTypeId,
  PhoneTypeId,
  WebAddressTypeId,
} from '@hoa/domain';
import { callApi } from './api';

export function propertyBody(
  communityAgentId: number,
  change: Partial<PropertyInput> = {},
): PropertyInput {
  return {
    CommunityAgentId: communityAgentId,
    Contact: { DisplayName: '12 Birch Lane', Alias: 'WC0012' },
    Addresses: [
      {
        AddressTypeId: AddressTypeId.Property,
        StreetNumber: '12',
        StreetName: 'Birch Lane',
        City: 'Austin',
        StateId: 57,
        PostalCode: '78701',
        CountryId: 195,
      },
    ],
    PropertyDetails: {
      AccountNumber: 'WC0012',
      LotNumber: '7',
      SquareFeet: 1850,
      AssessedValueCents: 32_500_000,
      PercentOwnership: '2.500000',
    },
    ...change,
  };
}

export function ownerBody(propertyAgentId: number, change: Partial<OwnerInput> = {}): OwnerInput {
  return {
    TopsAgentTypeId: AgentTypeId.Owner,
    PropertyAgentId: propertyAgentId,
    Contact: { FirstName: 'Maria', LastName: 'Lopez' },
    Addresses: [
      {
        AddressTypeId: AddressTypeId.Home,
        StreetNumber: '12',
        StreetName: 'Birch Lane',
        City: 'Austin',
        StateId: 57,
        PostalCode: '78701',
        CountryId: 195,
      },
    ],
    Phones: [{ PhoneTypeId: PhoneTypeId.Mobile, AreaCode: '512', PhoneNumber: '5550143' }],
    WebAddresses: [{ WebAddressTypeId: WebAddressTypeId.Email, Address: 'maria@example.com' }],
    ...change,
  };
}

/** A property created through the API; answers its agent id. */
export async function createProperty(
  app: FastifyInstance,
  token: string,
  communityAgentId: number,
  change: Partial<PropertyInput> = {},
): Promise<number> {
  const saved = await callApi(
    app,
    contract.crm.SaveProperty,
    { body: propertyBody(communityAgentId, change) },
    token,
  );
  if (saved.status !== 200) throw new Error(`property: ${saved.errorMessage ?? saved.status}`);
  return saved.body.Agent.TopsAgentId;
}

/** An owner created through the API; answers its agent id. */
export async function createOwner(
  app: FastifyInstance,
  token: string,
  propertyAgentId: number,
  change: Partial<OwnerInput> = {},
): Promise<number> {
  const saved = await callApi(
    app,
    contract.crm.SaveOwner,
    { body: ownerBody(propertyAgentId, change) },
    token,
  );
  if (saved.status !== 200) throw new Error(`owner: ${saved.errorMessage ?? saved.status}`);
  return saved.body.Agent.TopsAgentId;
}

export async function insertAttachment(
  database: Database,
  companyId: number,
  file: { contentType: string; attachmentTypeId?: number },
): Promise<number> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const [row] = await tx
      .insert(attachments)
      .values({
        companyId,
        attachmentTypeId: file.attachmentTypeId ?? AttachmentTypeId.Document,
        contentType: file.contentType,
        fileName: 'file',
        displayName: 'file',
        sizeBytes: 10,
        storageKey: `test/${Math.random()}`,
      })
      .returning({ id: attachments.id });
    if (!row) throw new Error('no attachment');
    return row.id;
  });
}

/** A bank with one account of the community; answers the account id. */
export async function insertBankAccount(
  database: Database,
  companyId: number,
  communityAgentId: number,
): Promise<number> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const [bank] = await tx
      .insert(agents)
      .values({ companyId, agentTypeId: AgentTypeId.Bank })
      .returning({ id: agents.id });
    if (!bank) throw new Error('no bank');
    await tx.insert(contacts).values({ agentId: bank.id, companyId, displayName: 'First Bank' });
    const [account] = await tx
      .insert(bankAccounts)
      .values({
        companyId,
        bankAgentId: bank.id,
        communityAgentId,
        accountName: 'Operating',
        accountNumber: '123456789',
      })
      .returning({ id: bankAccounts.id });
    if (!account) throw new Error('no account');
    return account.id;
  });
}

/** An assessment code and a policy code (a community code, not a charge) of the community. */
export async function insertCodes(
  database: Database,
  companyId: number,
  communityAgentId: number,
): Promise<void> {
  await database.withTenant({ companyId, userId: null }, async (tx) => {
    await tx.insert(codes).values([
      {
        companyId,
        communityAgentId,
        codeTypeId: CodeTypeId.Assessment,
        codeAlias: 'ASMT',
        codeName: 'Monthly assessment',
      },
      {
        companyId,
        communityAgentId,
        codeTypeId: CodeTypeId.Policy,
        codeAlias: 'POL',
        codeName: 'Pool policy',
      },
    ]);
  });
}
