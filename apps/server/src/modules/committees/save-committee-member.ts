import { agents, and, committeeMemberSettings, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AgentTypeId,
  canSitOnCommittee,
  CommitteeMessages,
  contactListsProblem,
  expirationFromMonthYear,
  isValidMemberContact,
} from '@hoa/domain';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadCommittee, loadSeat, type CommitteeRef } from './committee-access';
import { readSeat } from './get-committee-members';
import { insertMemberAgent, writeMemberContact } from './member-contact';

type SaveCommitteeMember = typeof contract.committees.SaveCommitteeMember;

/**
 * Seats a member on a committee or updates a seat: role (default Member) and expiration (month
 * and year together). A new contact needs a first name; a seat's own contact (type 11) takes the
 * contact fields, while owners and renters keep theirs on their own profiles.
 */
export async function saveCommitteeMember(
  ctx: RequestContext,
  input: InputOf<SaveCommitteeMember>,
): Promise<ResponseOf<SaveCommitteeMember>> {
  const body = input.body;
  const { tx } = ctx;
  const companyId = ctx.user.companyId;
  const settingsId = body.committeeMemberSettingsId;
  const seat = settingsId
    ? await loadSeat(ctx, settingsId, 'update', {
        committeeAgentId: body.CommitteeAgentId,
        memberAgentId: body.AgentId,
      })
    : null;
  const committee = seat?.committee ?? (await loadCommittee(ctx, body.CommitteeAgentId, 'create'));
  const expiration = expirationFromMonthYear(body.ExpirationMonth, body.ExpirationYear);
  if (!expiration.ok) throw badRequest(expiration.message);

  const existingId = seat?.memberAgentId ?? body.AgentId;
  const memberTypeId = existingId
    ? await existingMemberType(ctx, committee, existingId, !seat)
    : AgentTypeId.CommitteeMember;
  const ownsContact = memberTypeId === AgentTypeId.CommitteeMember;
  const carriesContact = Boolean(
    body.Contact || body.Phones || body.Addresses || body.WebAddresses,
  );
  if (carriesContact && !ownsContact) throw badRequest(CommitteeMessages.contactKeptOnProfile);
  const listsProblem = contactListsProblem(AgentTypeId.CommitteeMember, {
    Addresses: body.Addresses ?? [],
    Phones: body.Phones ?? [],
    WebAddresses: body.WebAddresses ?? [],
  });
  if (listsProblem) throw badRequest(listsProblem);
  if ((!existingId || body.Contact) && !isValidMemberContact(body.Contact)) {
    throw badRequest(CommitteeMessages.invalidContact);
  }

  const memberAgentId = existingId ?? (await insertMemberAgent(tx, companyId, committee));
  if (ownsContact) await writeMemberContact(tx, companyId, memberAgentId, body);
  const values = {
    committeeMemberTypeId: body.CommitteeMemberTypeId,
    expirationDate: expiration.expirationDate,
  };
  if (seat) {
    await tx
      .update(committeeMemberSettings)
      .set(values)
      .where(eq(committeeMemberSettings.id, seat.id));
    return readSeat(ctx, seat.id);
  }
  const [created] = await tx
    .insert(committeeMemberSettings)
    .values({ ...values, companyId, committeeAgentId: committee.id, memberAgentId })
    .returning({ id: committeeMemberSettings.id });
  if (!created) throw new Error('Committee seat insert returned no row');
  return readSeat(ctx, created.id);
}

/** A live agent of the committee's community that may sit on it, not yet seated when new. */
async function existingMemberType(
  ctx: RequestContext,
  committee: CommitteeRef,
  agentId: number,
  isNewSeat: boolean,
): Promise<number> {
  const [agent] = await ctx.tx
    .select({
      agentTypeId: agents.agentTypeId,
      communityAgentId: agents.communityAgentId,
    })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.isDeleted, false)));
  if (!agent) throw notFound();
  if (
    agent.communityAgentId !== committee.communityAgentId ||
    !canSitOnCommittee(agent.agentTypeId)
  ) {
    throw badRequest(CommitteeMessages.agentCannotSit);
  }
  if (isNewSeat) {
    const seated = await ctx.tx
      .select({ id: committeeMemberSettings.id })
      .from(committeeMemberSettings)
      .where(
        and(
          eq(committeeMemberSettings.committeeAgentId, committee.id),
          eq(committeeMemberSettings.memberAgentId, agentId),
        ),
      );
    if (seated.length > 0) throw badRequest(CommitteeMessages.memberAlreadySeated);
  }
  return agent.agentTypeId;
}
