import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { AppDeps } from '../../http/request-context';
import { onVoteLink, voteFiles } from './vote-link';

type GetCommitteeVote = typeof contract.committeeVotes.GetCommitteeVote;

/**
 * CommitteeVote/GetCommitteeVote: what a voting link shows its voter: the request, its files and
 * the vote the link casts, and whether it can still vote (else why not). An unknown link is 404.
 */
export function getCommitteeVote(
  deps: AppDeps,
  { query }: InputOf<GetCommitteeVote>,
): Promise<ResponseOf<GetCommitteeVote>> {
  return onVoteLink(deps, query.token, async (ctx, link) => {
    const r = link.request;
    const files = await voteFiles(ctx, r.TopsItemId);
    return {
      IsOpen: link.closed === null,
      Message: link.closed?.message ?? null,
      Vote: link.vote,
      EmailAddress: link.emailAddress,
      CommunityName: r.CommunityName,
      PropertyName: r.PropertyName,
      CodeName: r.CodeName,
      Subject: r.Subject,
      Description: r.Description,
      ReceivedDate: r.ReceivedDate,
      DueDate: r.DueDate,
      Attachments: files.map((f) => ({ AttachmentId: f.AttachmentId, FileName: f.FileName })),
    };
  });
}
