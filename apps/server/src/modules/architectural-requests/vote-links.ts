import { randomBytes } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { ArchitecturalRequest } from '@hoa/contract';
import {
  architecturalVoteMail,
  formatDate,
  type ArchitecturalMailFacts,
  type ArchitecturalVote,
} from '@hoa/domain';
import { readPublicUrl } from '../../config';
import type { CompanyWork } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { hashToken } from '../auth/index';
import { queueMail, type MailAttachment } from '../mail/index';

/** What a mail to an approver tells of the request. */
export function mailFacts(request: ArchitecturalRequest): ArchitecturalMailFacts {
  return {
    CommunityName: request.CommunityName,
    PropertyName: request.PropertyName,
    CodeName: request.CodeName,
    Subject: request.Subject,
    Description: request.Description,
    ReceivedDate: formatDate(request.ReceivedDate),
    DueDate: formatDate(request.DueDate),
  };
}

/** The request's files (its item's attachments), to go with the mail. */
async function requestFiles(work: CompanyWork, itemId: number): Promise<MailAttachment[]> {
  const rows = await queryRows<{ storage_key: string; file_name: string; content_type: string }>(
    work.tx,
    sql`select att.storage_key, att.file_name, att.content_type
          from item_agent_attachments iaa
          join item_agents ia on ia.id = iaa.item_agent_id and not ia.is_deleted
          join attachments att on att.id = iaa.attachment_id
         where ia.item_id = ${itemId}
         order by iaa.id`,
  );
  return rows.map((row) => ({
    storageKey: row.storage_key,
    fileName: row.file_name,
    contentType: row.content_type,
  }));
}

/** Revokes the committee approvers' links not used yet: they stop working. */
export async function revokeVoteLinks(
  work: CompanyWork,
  committeeApproverIds: readonly number[],
): Promise<void> {
  if (committeeApproverIds.length === 0) return;
  await work.tx.execute(
    sql`update architectural_vote_links set revoked_at = now()
         where committee_approver_id = any(${idArray(committeeApproverIds)})
           and used_at is null and revoked_at is null`,
  );
}

/**
 * Mails each committee approver (who has not voted) two new voting links, approve and disapprove,
 * with the request's files attached; the links sent before stop working. Each link is a random
 * 32-byte token of which only the SHA-256 is kept; the link is `<PUBLIC_URL>/vote/<token>`, its
 * token masked where staff read the outbox.
 */
export async function mailVoteLinks(
  work: CompanyWork,
  request: ArchitecturalRequest,
  approvers: readonly { id: number; emailAddress: string; name: string | null }[],
  reminder = false,
): Promise<void> {
  if (approvers.length === 0) return;
  await revokeVoteLinks(
    work,
    approvers.map((a) => a.id),
  );
  const base = readPublicUrl(process.env);
  const files = await requestFiles(work, request.TopsItemId);
  const links = approvers.map((approver) => {
    const mint = (vote: ArchitecturalVote) => {
      const token = randomBytes(32).toString('base64url');
      return { token, hash: hashToken(token), vote, approverId: approver.id };
    };
    return { approver, approve: mint('Approve'), disapprove: mint('Disapprove') };
  });
  const rows = links.flatMap((l) => [l.approve, l.disapprove]);
  await work.tx.execute(
    sql`insert into architectural_vote_links (token_hash, company_id, committee_approver_id, vote)
        select l.hash, ${work.user.companyId}, l.approver_id, l.vote
          from jsonb_to_recordset(${JSON.stringify(
            rows.map((r) => ({ hash: r.hash, approver_id: r.approverId, vote: r.vote })),
          )}::jsonb) as l(hash text, approver_id bigint, vote text)`,
  );
  const facts = mailFacts(request);
  await queueMail(
    work.tx,
    work.user.companyId,
    work.user.userId,
    links.map(({ approver, approve, disapprove }) => ({
      toAddress: approver.emailAddress,
      toUserId: null,
      kind: 'architectural-vote',
      attachments: files,
      secrets: [approve.token, disapprove.token],
      ...architecturalVoteMail(
        facts,
        approver.name ?? '',
        {
          approve: `${base}/vote/${approve.token}`,
          disapprove: `${base}/vote/${disapprove.token}`,
        },
        reminder,
      ),
    })),
  );
  await work.tx.execute(
    sql`update architectural_committee_approvers set links_sent_at = now()
         where id = any(${idArray(approvers.map((a) => a.id))})`,
  );
}
