import type { FastifyReply } from 'fastify';
import { contract, type InputOf } from '@hoa/contract';
import type { PublicCaller } from '../../http/bind';
import { appError, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { sendStoredAttachment } from '../attachments/index';
import { onVoteLink, voteFiles } from './vote-link';

type GetAttachment = typeof contract.committeeVotes.GetCommitteeVoteAttachment;

/**
 * CommitteeVote/GetCommitteeVoteAttachment: a file of the request, sent to the holder of a voting
 * link that can still vote; a closed link is refused with its reason, a file not of the request 404.
 */
export async function getCommitteeVoteAttachment(
  deps: AppDeps,
  { query }: InputOf<GetAttachment>,
  caller: PublicCaller,
): Promise<FastifyReply> {
  const file = await onVoteLink(deps, query.token, async (ctx, link) => {
    if (link.closed) throw appError(link.closed.code);
    return (await voteFiles(ctx, link.request.TopsItemId)).find(
      (f) => f.AttachmentId === query.attachmentId,
    );
  });
  if (!file) throw notFound();
  return sendStoredAttachment(
    { reply: caller.reply, endpoint: contract.committeeVotes.GetCommitteeVoteAttachment },
    deps.files,
    { ...file, fileName: file.FileName },
    'attachment',
  );
}
