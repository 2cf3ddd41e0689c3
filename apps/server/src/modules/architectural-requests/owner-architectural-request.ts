import { GeneralRequestSourceId, localDay } from '@hoa/domain';
import type { CompanyWork } from '../../http/request-context';
import { recordArchitecturalRequest } from './create-architectural-request';
import { committeeMembers, communityUsers } from './request-facts';

/** What an owner gives from the portal: their property, the architectural code and their words. */
export interface OwnerArchitecturalRequest {
  CommunityAgentId: number;
  PropertyAgentId: number;
  /** The owner, where they are an owner of the property; else its primary owner is named. */
  OwnerAgentId: number | null;
  TopsCodeId: number;
  Subject: string;
  Description: string;
  /** The household member or renter who sent it, null when the owner did. */
  SentByHouseholdMemberId: number | null;
}

/**
 * An architectural request the owner sends from the portal, recorded by the back office's rule
 * (recordArchitecturalRequest), received today from the Portal by no user. An owner names no
 * approvers: everyone who could approve it does, the users working on the community and the
 * members of its architectural committees, with the community's required counts; each committee
 * member is mailed the voting links as for a request staff record. Its item id.
 */
export async function recordOwnerArchitecturalRequest(
  work: CompanyWork,
  request: OwnerArchitecturalRequest,
  beforeMail: (itemId: number) => Promise<void>,
): Promise<number> {
  const users = await communityUsers(work, request.CommunityAgentId);
  const members = await committeeMembers(work, request.CommunityAgentId);
  return recordArchitecturalRequest(
    work,
    {
      ...request,
      ReceivedDate: localDay(new Date()),
      SourceId: GeneralRequestSourceId.Portal,
      InternalApproverUserIds: users.map((u) => u.id),
      CommitteeApproverEmails: members.map((m) => m.emailAddress),
    },
    beforeMail,
  );
}
