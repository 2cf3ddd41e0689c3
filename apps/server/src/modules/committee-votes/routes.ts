import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bindPublic } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { castCommitteeVote } from './cast-committee-vote';
import { getCommitteeVote } from './get-committee-vote';
import { getCommitteeVoteAttachment } from './get-committee-vote-attachment';

/** The architectural committee's votes through their mailed links (no sign-in; issue 21). */
export function committeeVotesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.committeeVotes;
  bindPublic(app, deps, c.GetCommitteeVote, getCommitteeVote);
  bindPublic(app, deps, c.GetCommitteeVoteAttachment, getCommitteeVoteAttachment);
  bindPublic(app, deps, c.CastCommitteeVote, castCommitteeVote);
  // A mailed link (<PUBLIC_URL>/vote/<token>) opens the web app's vote page, which routes by hash.
  app.get('/vote/:token', { schema: { hide: true } }, (request, reply) => {
    const { token } = request.params as { token: string };
    return reply.redirect(`/#/vote/${encodeURIComponent(token)}`);
  });
}
