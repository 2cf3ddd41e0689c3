// Owners of the portal for the tests (issue 23): an owner with a property, invited (a registration
// code), and registered through the portal's own calls with the code mailed to them.
import { randomUUID } from 'node:crypto';
import { contract } from '@hoa/contract';
import { queryRows, sql, type Database } from '@hoa/db';
import { CodeTypeId } from '@hoa/domain';
import { inviteOwners } from '../src/modules/owner-auth/index';
import { callApi, signIn } from './api';
import type { Harness } from './app-harness';
import { ok } from './community-setup-factories';
import { createTestCompany, type TestCompany } from './factories';
import { createOwner, createProperty } from './profile-factories';

export const ownerPassword = 'blue heron at dusk';

export interface InvitedOwner {
  ownerAgentId: number;
  propertyAgentId: number;
  communityAgentId: number;
  accountNumber: string;
  email: string;
  registrationCode: string;
}

export interface PortalOwner extends InvitedOwner {
  /** The owner's session token (own_…). */
  token: string;
  ownerAccessAccountId: number;
}

/** A property with an owner in the community, invited to the portal. */
export async function invitedOwner(
  h: Harness,
  company: TestCompany,
  staffToken: string,
  communityAgentId = company.communityIds[0] ?? 0,
): Promise<InvitedOwner> {
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const accountNumber = `AC${tag}`;
  const propertyAgentId = await createProperty(h.app, staffToken, communityAgentId, {
    Contact: { DisplayName: `${tag} Heron Way`, Alias: tag },
    PropertyDetails: { AccountNumber: accountNumber, LotNumber: '1' },
  });
  const email = `owner-${tag.toLowerCase()}@example.com`;
  const ownerAgentId = await createOwner(h.app, staffToken, propertyAgentId, {
    Contact: { FirstName: 'Owen', LastName: `Heron ${tag}` },
  });
  const [invitation] = await h.database.withTenant(
    { companyId: company.companyId, userId: null },
    (tx) => inviteOwners(tx, company.companyId, [ownerAgentId]),
  );
  if (!invitation) throw new Error('owner not invited');
  return {
    ownerAgentId,
    propertyAgentId,
    communityAgentId,
    accountNumber,
    email,
    registrationCode: invitation.registrationCode,
  };
}

/** The latest code mailed to the address (registration check or password reset). */
export async function mailedOwnerCode(
  database: Database,
  companyId: number,
  email: string,
): Promise<string> {
  const [mail] = await database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ body: string }>(
      tx,
      sql`select body from mail_outbox where to_address = ${email} order by id desc limit 1`,
    ),
  );
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Registers an invited owner through the portal's calls and answers their session. */
export async function registerOwner(
  h: Harness,
  companyId: number,
  invited: InvitedOwner,
): Promise<PortalOwner> {
  const who = {
    RegistrationCode: invited.registrationCode,
    AccountNumber: invited.accountNumber,
    EmailAddress: invited.email,
  };
  const started = await callApi(h.app, contract.portal.StartRegistration, { body: who });
  if (started.status !== 200) throw new Error(`start: ${started.errorMessage ?? started.status}`);
  const EmailCode = await mailedOwnerCode(h.database, companyId, invited.email);
  const done = await callApi(h.app, contract.portal.CompleteRegistration, {
    body: { ...who, EmailCode, Password: ownerPassword },
  });
  if (done.status !== 200) throw new Error(`complete: ${done.errorMessage ?? done.status}`);
  return {
    ...invited,
    token: done.body.token,
    ownerAccessAccountId: done.body.session.OwnerAccessAccountId,
  };
}

/** A new company, its administrator's token and its first community. */
export async function portalStaffWorld(h: Harness): Promise<{
  company: TestCompany;
  staffToken: string;
  communityAgentId: number;
}> {
  const company = await createTestCompany(h.database);
  const staffToken = await signIn(h.app, company.admin.userName);
  return { company, staffToken, communityAgentId: company.communityIds[0] ?? 0 };
}

/** A company with two registered owners in its first community, and its administrator's token. */
export async function ownerPortalWorld(h: Harness): Promise<{
  company: TestCompany;
  staffToken: string;
  owners: [PortalOwner, PortalOwner];
}> {
  const { company, staffToken } = await portalStaffWorld(h);
  const a = await registerOwner(h, company.companyId, await invitedOwner(h, company, staffToken));
  const b = await registerOwner(h, company.companyId, await invitedOwner(h, company, staffToken));
  return { company, staffToken, owners: [a, b] };
}

/** A code of the community, of the type given, saved by staff. */
export async function code(
  h: Harness,
  staff: string,
  communityId: number,
  type: number,
  alias: string,
) {
  const saved = ok(
    await callApi(
      h.app,
      contract.codes.SaveCodeGraph,
      {
        body: {
          communityAgentId: communityId,
          code: { TopsCodeTypeId: type, CodeAlias: alias, CodeName: `${alias} rule` },
        },
      },
      staff,
    ),
  );
  return saved.TopsCodeId;
}

/** A violation of the owner's property recorded by the back office, to cure in 30 days. */
export async function violationOf(h: Harness, staff: string, owner: PortalOwner) {
  const codeId = await code(h, staff, owner.communityAgentId, CodeTypeId.CcrCode, 'TRASH');
  const added = ok(
    await callApi(
      h.app,
      contract.ccr.AddCcrRecord,
      {
        body: {
          CommunityAgentId: owner.communityAgentId,
          PropertyAgentId: owner.propertyAgentId,
          OwnerAgentId: owner.ownerAgentId,
          TopsCodeId: codeId,
          Description: 'Trash cans visible from the street',
          ObservedDate: '2026-01-05',
          NextActionDate: '2026-02-04',
        },
      },
      staff,
    ),
  );
  return added.Record.TopsItemId;
}

/**
 * Two owners' properties saved by staff as one group ownership, the first's the primary (made,
 * or saved again with its id).
 */
export function groupTwoOwners(
  h: Harness,
  staffToken: string,
  [a, b]: readonly [PortalOwner, PortalOwner],
  options: { name: string; push: boolean; groupOwnershipId?: number | null },
) {
  return callApi(
    h.app,
    contract.groupOwnership.SaveGroupOwnership,
    {
      body: {
        GroupOwnership: { GroupOwnershipId: options.groupOwnershipId ?? null, Name: options.name },
        LinkedPropertyAgentIds: [a.propertyAgentId, b.propertyAgentId],
        UnLinkedPropertyAgentIds: [],
        PrimaryPropertyAgentId: a.propertyAgentId,
        PushUpdatesToPrimaryOwnerRecord: options.push,
      },
    },
    staffToken,
  );
}
