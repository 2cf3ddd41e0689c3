import { queryRows, setTenant, sql } from '@hoa/db';
import type { ArchitecturalRequest } from '@hoa/contract';
import {
  ArchitecturalRequestMessages as M,
  ArchitecturalRequestStatusId,
  type ArchitecturalVote,
  type ErrorCode,
} from '@hoa/domain';
import { appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { readArchitecturalRequest } from '../architectural-requests/index';
import { hashToken } from '../auth/index';
import type { NamedCompanyWork } from '../statements/index';

/** A voting link found by its token: whose vote it casts, on which request, and what it may do. */
export interface VoteLink {
  tokenHash: string;
  vote: ArchitecturalVote;
  committeeApproverId: number;
  emailAddress: string;
  request: ArchitecturalRequest;
  /** Why it cannot vote now, or null while it can. */
  closed: { code: ErrorCode; message: string } | null;
}

/**
 * Runs work on a voting link in one transaction: the link is found by the SHA-256 of its token
 * under the auth_lookup read policy (the company is not known before), then the transaction
 * switches to the link's company. An unknown or altered token is refused (404). The link is closed
 * once used, once the request is decided (or deleted), once its approver has voted, or once it was
 * replaced by newer links. The approver's and the request's rows are locked, so votes take turns.
 */
export function onVoteLink<T>(
  deps: AppDeps,
  token: string,
  work: (ctx: NamedCompanyWork, link: VoteLink) => Promise<T>,
): Promise<T> {
  const tokenHash = hashToken(token);
  return deps.database.withAuthLookup(async (tx) => {
    const [found] = await queryRows<{ company_id: string | number }>(
      tx,
      sql`select company_id from architectural_vote_links where token_hash = ${tokenHash}`,
    );
    if (!found) throw appError('CommitteeVoteLinkUnknown');
    const companyId = Number(found.company_id);
    await setTenant(tx, { companyId, userId: null });
    const [row] = await queryRows<{
      vote: ArchitecturalVote;
      used: boolean;
      revoked: boolean;
      approver_id: string | number;
      email_address: string;
      voted: boolean;
      item_id: string | number;
      company_name: string;
    }>(
      tx,
      sql`select l.vote, l.used_at is not null as used, l.revoked_at is not null as revoked,
                 a.id as approver_id, a.email_address, a.vote is not null as voted, a.item_id,
                 (select name from companies where id = ${companyId}) as company_name
            from architectural_vote_links l
            join architectural_committee_approvers a on a.id = l.committee_approver_id
           where l.token_hash = ${tokenHash}
             for update of a`,
    );
    if (!row) throw appError('CommitteeVoteLinkUnknown');
    const ctx: NamedCompanyWork = {
      tx,
      user: { companyId, userId: null, companyName: row.company_name },
    };
    await tx.execute(
      sql`select 1 from architectural_requests where item_id = ${row.item_id} for update`,
    );
    const request = await readArchitecturalRequest(ctx, Number(row.item_id)).catch(() => null);
    if (!request) throw appError('CommitteeVoteLinkUnknown');
    const closed: VoteLink['closed'] = row.used
      ? { code: 'CommitteeVoteLinkUsed', message: M.voteLinkUsed }
      : request.TopsStatusId !== ArchitecturalRequestStatusId.Pending
        ? { code: 'CommitteeVoteLinkDecided', message: M.voteLinkDecided }
        : row.voted
          ? { code: 'CommitteeVoteLinkVoted', message: M.voteLinkVoted }
          : row.revoked
            ? { code: 'CommitteeVoteLinkRevoked', message: M.voteLinkRevoked }
            : null;
    return work(ctx, {
      tokenHash,
      vote: row.vote,
      committeeApproverId: Number(row.approver_id),
      emailAddress: row.email_address,
      request,
      closed,
    });
  });
}

/** The request's files a voter may open: its item's attachments. */
export async function voteFiles(
  ctx: NamedCompanyWork,
  itemId: number,
): Promise<{ AttachmentId: number; FileName: string; storageKey: string; contentType: string }[]> {
  const rows = await queryRows<{
    id: string | number;
    file_name: string;
    storage_key: string;
    content_type: string;
  }>(
    ctx.tx,
    sql`select att.id, att.file_name, att.storage_key, att.content_type
          from item_agent_attachments iaa
          join item_agents ia on ia.id = iaa.item_agent_id and not ia.is_deleted
          join attachments att on att.id = iaa.attachment_id
         where ia.item_id = ${itemId}
         order by iaa.id`,
  );
  return rows.map((row) => ({
    AttachmentId: Number(row.id),
    FileName: row.file_name,
    storageKey: row.storage_key,
    contentType: row.content_type,
  }));
}
