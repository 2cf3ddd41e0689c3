import { queryRows, sql } from '@hoa/db';
import type { CommitteeApprover, InternalApprover } from '@hoa/contract';
import type { ArchitecturalVote } from '@hoa/domain';
import type { CompanyWork } from '../../http/request-context';
import { idArray } from '../../sql/id-array';

// The approvers of architectural requests with their votes: internal (users) and committee
// members, read for many requests in one statement each (the board inbox) or for one.

type InternalApproverRow = InternalApprover & { Email: string };

/** Rows grouped by their request. */
function byItem<T extends { item_id: string | number }, R>(
  rows: readonly T[],
  present: (row: T) => R,
): Map<number, R[]> {
  const map = new Map<number, R[]>();
  for (const row of rows) {
    const itemId = Number(row.item_id);
    const list = map.get(itemId) ?? [];
    list.push(present(row));
    map.set(itemId, list);
  }
  return map;
}

/** The internal approvers of requests with their votes, by name, per request (one statement). */
export async function internalApproversOf(
  ctx: CompanyWork,
  itemIds: readonly number[],
): Promise<Map<number, InternalApproverRow[]>> {
  const rows = await queryRows<{
    item_id: string | number;
    user_id: string | number;
    name: string;
    email: string;
    vote: ArchitecturalVote | null;
    voted_at: string | null;
    reason: string | null;
  }>(
    ctx.tx,
    sql`select a.item_id, a.user_id, u.display_name as name, u.email, a.vote,
               to_json(a.voted_at) #>> '{}' as voted_at, a.reason
          from architectural_internal_approvers a join users u on u.id = a.user_id
         where a.item_id = any(${idArray(itemIds)})
         order by lower(u.display_name), a.id`,
  );
  return byItem(rows, (row) => ({
    UserAgentId: Number(row.user_id),
    UserName: row.name,
    Email: row.email,
    IsApproved: row.vote === 'Approve',
    Vote: row.vote,
    VotedAt: row.voted_at,
    Reason: row.reason,
  }));
}

/** The internal approvers of a request with their votes, by name. */
export async function internalApprovers(
  ctx: CompanyWork,
  itemId: number,
): Promise<InternalApproverRow[]> {
  return (await internalApproversOf(ctx, [itemId])).get(itemId) ?? [];
}

/** The committee approvers of requests with their votes, as added, per request (one statement). */
export async function committeeApproversOf(
  ctx: CompanyWork,
  itemIds: readonly number[],
): Promise<Map<number, CommitteeApprover[]>> {
  const rows = await queryRows<{
    item_id: string | number;
    id: string | number;
    email_address: string;
    name: string | null;
    vote: ArchitecturalVote | null;
    voted_at: string | null;
    voted_from_address: string | null;
    reason: string | null;
    links_sent_at: string | null;
  }>(
    ctx.tx,
    sql`select a.item_id, a.id, a.email_address, a.name, a.vote,
               to_json(a.voted_at) #>> '{}' as voted_at, a.voted_from_address, a.reason,
               to_json(a.links_sent_at) #>> '{}' as links_sent_at
          from architectural_committee_approvers a
         where a.item_id = any(${idArray(itemIds)})
         order by a.id`,
  );
  return byItem(rows, (row) => ({
    CommitteeApproverId: Number(row.id),
    EmailAddress: row.email_address,
    Name: row.name,
    IsApproved: row.vote === 'Approve',
    Vote: row.vote,
    VotedAt: row.voted_at,
    VotedFromAddress: row.voted_from_address,
    Reason: row.reason,
    LinksSentAt: row.links_sent_at,
  }));
}

/** The committee approvers of a request with their votes, in the order they were added. */
export async function committeeApprovers(
  ctx: CompanyWork,
  itemId: number,
): Promise<CommitteeApprover[]> {
  return (await committeeApproversOf(ctx, [itemId])).get(itemId) ?? [];
}
