import { addresses, agents, contacts, eq, phones, webAddresses, type Tx } from '@hoa/db';
import type { contract, InputOf } from '@hoa/contract';
import { AgentTypeId, composeDisplayName, primaryEmailOf, withOnePrimary } from '@hoa/domain';
import type { CommitteeRef } from './committee-access';

type Body = InputOf<typeof contract.committees.SaveCommitteeMember>['body'];
type ContactInput = NonNullable<Body['Contact']>;

/** The contact agent (type 11) made for a new seat, under the committee. */
export async function insertMemberAgent(
  tx: Tx,
  companyId: number,
  committee: CommitteeRef,
): Promise<number> {
  const [created] = await tx
    .insert(agents)
    .values({
      companyId,
      agentTypeId: AgentTypeId.CommitteeMember,
      parentAgentId: committee.id,
      communityAgentId: committee.communityAgentId,
    })
    .returning({ id: agents.id });
  if (!created) throw new Error('Committee member insert returned no row');
  await tx.insert(contacts).values({ agentId: created.id, companyId, displayName: '' });
  return created.id;
}

/** Writes a seat contact's names, and replaces each of its lists that the body carries. */
export async function writeMemberContact(
  tx: Tx,
  companyId: number,
  agentId: number,
  body: Body,
): Promise<void> {
  if (body.Contact) await writeNames(tx, agentId, body.Contact);
  const own = { companyId, agentId };
  if (body.Phones) {
    await tx.delete(phones).where(eq(phones.agentId, agentId));
    const rows = withOnePrimary(body.Phones).map((p) => ({
      ...own,
      phoneTypeId: p.PhoneTypeId,
      areaCode: p.AreaCode,
      phoneNumber: p.PhoneNumber,
      extension: p.Extension ?? null,
      isPrimary: p.IsPrimary,
    }));
    if (rows.length > 0) await tx.insert(phones).values(rows);
  }
  if (body.Addresses) {
    await tx.delete(addresses).where(eq(addresses.agentId, agentId));
    const rows = withOnePrimary(body.Addresses).map((a) => ({
      ...own,
      addressTypeId: a.AddressTypeId,
      streetNumber: a.StreetNumber,
      streetName: a.StreetName,
      unit: a.Unit,
      city: a.City,
      stateId: a.StateId,
      postalCode: a.PostalCode,
      countryId: a.CountryId,
      isPrimary: a.IsPrimary,
    }));
    if (rows.length > 0) await tx.insert(addresses).values(rows);
  }
  if (body.WebAddresses) {
    await tx.delete(webAddresses).where(eq(webAddresses.agentId, agentId));
    const list = withOnePrimary(body.WebAddresses);
    const rows = list.map((w) => ({
      ...own,
      webAddressTypeId: w.WebAddressTypeId,
      address: w.Address,
      isPrimary: w.IsPrimary,
    }));
    if (rows.length > 0) await tx.insert(webAddresses).values(rows);
    await tx
      .update(contacts)
      .set({ primaryEmailAddress: primaryEmailOf(null, list) })
      .where(eq(contacts.agentId, agentId));
  }
}

function writeNames(tx: Tx, agentId: number, contact: ContactInput) {
  return tx
    .update(contacts)
    .set({
      displayName: composeDisplayName(contact),
      firstName: contact.FirstName,
      middleName: contact.MiddleName,
      lastName: contact.LastName,
    })
    .where(eq(contacts.agentId, agentId));
}
