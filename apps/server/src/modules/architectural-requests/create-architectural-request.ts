import { architecturalRequests, itemAgents, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { architecturalDueDate, TxnTypeId, type IsoDate } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { CompanyWork, RequestContext } from '../../http/request-context';
import { insertRequestItem } from '../../sql/index';
import { setApprovers } from './approvers';
import { checkRequestFacts, type RequestFactsInput } from './request-facts';
import { readArchitecturalRequest, readArchitecturalView } from './request-rows';

type Create = typeof contract.architecturalRequests.Create;

/** A new request as the back office or the owner portal gives it. */
export interface NewArchitecturalRequest extends RequestFactsInput {
  CommunityAgentId: number;
  Description: string;
  ReceivedDate: IsoDate;
  /** 4 Portal when the owner sent it; null when staff recorded it. */
  SourceId: number | null;
  /** The household member or renter who sent it from the portal, if one did. */
  SentByHouseholdMemberId?: number | null;
}

/**
 * The one rule that records an architectural request, whoever sends it: its facts checked
 * (checkRequestFacts), an item of type 97, Open, whose parties are the owner then the property; its
 * row, Pending, due the community's response deadline days after it was received; the actions of
 * the code's ARC process (its levels in Sequence); its approvers and required counts. `beforeMail`
 * runs once it is written and before each committee approver is mailed the voting links (an owner's
 * photo goes with the mail). Its item id.
 */
export async function recordArchitecturalRequest(
  work: CompanyWork,
  request: NewArchitecturalRequest,
  beforeMail?: (itemId: number) => Promise<void>,
): Promise<number> {
  const facts = await checkRequestFacts(work, request.CommunityAgentId, request);
  const companyId = work.user.companyId;
  const itemId = await insertRequestItem(work, TxnTypeId.ArchitecturalRequest, request);
  // The parties: the owner first (letters and attachments go on the first), then the property,
  // whose feed keeps the request through a resale.
  const parties = [facts.ownerAgentId, request.PropertyAgentId].filter((id) => id !== null);
  await work.tx
    .insert(itemAgents)
    .values(parties.map((agentId) => ({ companyId, itemId, agentId })));
  await work.tx.insert(architecturalRequests).values({
    itemId,
    companyId,
    communityAgentId: request.CommunityAgentId,
    propertyAgentId: request.PropertyAgentId,
    ownerAgentId: facts.ownerAgentId,
    codeId: request.TopsCodeId,
    actionProcessId: facts.actionProcessId,
    subject: request.Subject,
    sourceId: request.SourceId,
    receivedOn: request.ReceivedDate,
    dueOn: architecturalDueDate(request.ReceivedDate, facts.deadlineDays),
    requiredInternalApprovals: facts.requiredInternal,
    requiredCommitteeApprovals: facts.requiredCommittee,
    sentByHouseholdMemberId: request.SentByHouseholdMemberId ?? null,
  });
  if (facts.actionProcessId !== null)
    await work.tx.execute(
      sql`insert into architectural_request_actions
            (company_id, item_id, level_id, sequence, template_id)
          select ${companyId}, ${itemId}, l.id, l.sequence, l.template_id
            from action_process_levels l
           where l.action_process_id = ${facts.actionProcessId} and not l.is_deleted
           order by l.sequence, l.id`,
    );
  await beforeMail?.(itemId);
  await setApprovers(work, await readArchitecturalRequest(work, itemId), facts);
  return itemId;
}

/**
 * ArchitecturalRequest/Create: an architectural request recorded by staff
 * (recordArchitecturalRequest) with the approvers they name; each committee approver is mailed the
 * voting links.
 */
export async function createArchitecturalRequest(
  ctx: RequestContext,
  { body }: InputOf<Create>,
): Promise<ResponseOf<Create>> {
  requireClaim(ctx, 'servicerequests', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const itemId = await recordArchitecturalRequest(ctx, { ...body, SourceId: null });
  return readArchitecturalView(ctx, itemId);
}
