import type { FastifyReply } from 'fastify';
import { contract, type InputOf } from '@hoa/contract';
import { attachmentAnswerType } from '@hoa/domain';
import { StoredFileMissing } from '../../files/file-store';
import type { PublicCaller } from '../../http/bind';
import { appError, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { sendDownload } from '../../http/send-download';
import { contentDisposition } from '../attachments/index';
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
  const body = await deps.files.get(file.storageKey).catch((error: unknown) => {
    if (error instanceof StoredFileMissing) throw appError('AttachmentFileMissing');
    throw error;
  });
  return sendDownload(
    { reply: caller.reply, endpoint: contract.committeeVotes.GetCommitteeVoteAttachment },
    {
      contentType: attachmentAnswerType(file.contentType),
      fileName: file.FileName,
      body,
      disposition: contentDisposition('attachment', file.FileName),
    },
  );
}
