import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, ownerSessions, sql } from '@hoa/db';
import { contract, type ResponseOf } from '@hoa/contract';
import { runAsOwner } from '../../http/bind-owner';
import type { AppDeps } from '../../http/request-context';
import { clearOwnerCookies } from './owner-cookies';

/** Ends the owner's session and clears the browser's portal cookies. */
export async function signOut(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ResponseOf<typeof contract.portal.SignOut>> {
  await runAsOwner(deps, request, contract.portal.SignOut, (ctx) =>
    ctx.tx
      .update(ownerSessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(ownerSessions.tokenHash, ctx.tokenHash)),
  );
  clearOwnerCookies(reply);
  return { success: true };
}
