import {
  architecturalCommitteeApprovers,
  architecturalInternalApprovers,
  architecturalRequests,
  itemAgents,
  items,
  type Database,
} from '@hoa/db';
import {
  ArchitecturalRequestStatusId,
  StatusId,
  TxnTypeId,
  type ArchitecturalRequestStatusIdValue,
  type ArchitecturalVote,
} from '@hoa/domain';

export interface ArchitecturalRequestSpec {
  communityAgentId: number;
  propertyAgentId: number;
  ownerAgentId: number | null;
  codeId: number;
  actionProcessId?: number | null;
  subject: string;
  /** The item's description (the request's); empty when absent. */
  description?: string;
  receivedOn: string;
  dueOn: string;
  statusId?: ArchitecturalRequestStatusIdValue;
  /** Required once decided; null while pending. */
  decidedOn?: string | null;
  requiredInternalApprovals?: number;
  requiredCommitteeApprovals?: number;
  /** Internal approvers (user ids) with their votes. */
  internal?: { userId: number; vote: ArchitecturalVote | null }[];
  /** Committee approvers (addresses) with their votes. */
  committee?: { emailAddress: string; vote: ArchitecturalVote | null }[];
}

/**
 * An architectural request written straight into the tables, as the request's module makes one:
 * an item of type 97 (Open while pending, Closed once decided) whose parties are the property and
 * the owner, its architectural_requests row, and its approvers with their votes.
 */
export function insertArchitecturalRequest(
  database: Database,
  companyId: number,
  spec: ArchitecturalRequestSpec,
): Promise<number> {
  const statusId = spec.statusId ?? ArchitecturalRequestStatusId.Pending;
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const [item] = await tx
      .insert(items)
      .values({
        companyId,
        communityAgentId: spec.communityAgentId,
        txnTypeId: TxnTypeId.ArchitecturalRequest,
        statusId:
          statusId === ArchitecturalRequestStatusId.Pending ? StatusId.Open : StatusId.Closed,
        eventDate: spec.receivedOn,
        description: spec.description ?? '',
      })
      .returning({ id: items.id });
    if (!item) throw new Error('The architectural request item was not stored');
    const parties = [spec.propertyAgentId, spec.ownerAgentId].filter((id) => id !== null);
    await tx
      .insert(itemAgents)
      .values(parties.map((agentId) => ({ companyId, itemId: item.id, agentId })));
    await tx.insert(architecturalRequests).values({
      itemId: item.id,
      companyId,
      communityAgentId: spec.communityAgentId,
      propertyAgentId: spec.propertyAgentId,
      ownerAgentId: spec.ownerAgentId,
      codeId: spec.codeId,
      actionProcessId: spec.actionProcessId ?? null,
      subject: spec.subject,
      receivedOn: spec.receivedOn,
      dueOn: spec.dueOn,
      statusId,
      decidedOn: spec.decidedOn ?? null,
      requiredInternalApprovals: spec.requiredInternalApprovals ?? 0,
      requiredCommitteeApprovals: spec.requiredCommitteeApprovals ?? 0,
    });
    for (const a of spec.internal ?? [])
      await tx.insert(architecturalInternalApprovers).values({
        companyId,
        itemId: item.id,
        userId: a.userId,
        vote: a.vote,
        votedAt: a.vote === null ? null : new Date(),
      });
    for (const a of spec.committee ?? [])
      await tx.insert(architecturalCommitteeApprovers).values({
        companyId,
        itemId: item.id,
        emailAddress: a.emailAddress,
        vote: a.vote,
        votedAt: a.vote === null ? null : new Date(),
      });
    return item.id;
  });
}
