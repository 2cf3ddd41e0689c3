import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { Database } from '@hoa/db';
import { TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunities } from '../../http/access';
import type { CallerCall } from '../../http/bind';
import { AppError, appError, notFound, unauthorized } from '../../http/errors';
import type { AppDeps, RequestContext } from '../../http/request-context';
import {
  enqueueUserRequest,
  readUserRequest,
  type UserRequestData,
  type UserRequestJob,
} from '../../jobs/user-requests';
import { loadSession } from '../auth/index';
import { accrueCharges, postItemOfType, requirePostableRuns } from '../charges/index';

type EnqueueAccrue = typeof contract.collections.EnqueueAccrueRequest;
type EnqueuePost = typeof contract.collections.EnqueuePostCollectionRequest;
type GetRequestStatus = typeof contract.collections.GetRequestStatus;
type RequestStatus = ResponseOf<GetRequestStatus>;

/** The queue of collection accrue and post requests; its worker is jobs/collection-requests.ts. */
export const CollectionRequestQueue = 'collection-request';

export type CollectionRequest =
  | { kind: 'accrue'; body: InputOf<EnqueueAccrue>['body'] }
  | { kind: 'post'; body: InputOf<EnqueuePost>['body'] };

type Outcome = Pick<RequestStatus, 'Accrued' | 'Posted' | 'errorMessage'>;

// Ours: the spec names no text for these.
export const CollectionRequestMessages = {
  jobsOff: 'Background requests are not available: this server runs without background jobs.',
  failed: 'The request failed; nothing was accrued or posted.',
} as const;

/**
 * Collection/EnqueueAccrueRequest: the checks of Accrue for a collection run (the claim, the
 * communities) now, the accrue itself as a background job that does exactly what Accrue with
 * TopsTxnTypeId 53 does.
 */
export async function enqueueAccrueRequest(
  deps: QueueDeps,
  call: CallerCall<EnqueueAccrue>,
): Promise<ResponseOf<EnqueueAccrue>> {
  const { body } = call.input;
  const data = await call.run(async (ctx) => {
    requireClaim(ctx, 'arcollection', 'create');
    const communityIds = [...new Set(body.Communities.map((c) => c.CommunityAgentId))];
    await requireCommunities(ctx, communityIds);
    return requestData(ctx, communityIds, { kind: 'accrue', body });
  });
  return queue(deps, data);
}

/**
 * Item/EnqueuePostCollectionRequest: the checks of PostItem for collection runs now (accrued runs
 * of type 53 the caller may create), the post as a background job through the same posting.
 */
export async function enqueuePostCollectionRequest(
  deps: QueueDeps,
  call: CallerCall<EnqueuePost>,
): Promise<ResponseOf<EnqueuePost>> {
  const { body } = call.input;
  const data = await call.run(async (ctx) => {
    const communityIds = await requirePostableRuns(ctx, body.ItemIds, TxnTypeId.Collection);
    return requestData(ctx, communityIds, { kind: 'post', body });
  });
  return queue(deps, data);
}

/** Collection/GetRequestStatus: a queued request of the caller's company and communities. */
export async function getRequestStatus(
  database: Database,
  call: CallerCall<GetRequestStatus>,
): Promise<RequestStatus> {
  const job = await readUserRequest<CollectionRequest>(
    database,
    CollectionRequestQueue,
    call.input.query.requestId,
  );
  return call.run(async (ctx) => {
    requireClaim(ctx, 'arcollection', 'read');
    if (!job || job.data.companyId !== ctx.user.companyId) throw notFound();
    await requireCommunities(ctx, job.data.communityAgentIds);
    return requestStatus(job);
  });
}

/**
 * The work of a queued request, in a transaction of its company as the user who asked, with their
 * session as it is now (a user deactivated or stripped of the claim since is refused): Accrue or
 * PostItem of collection runs. A refusal (what the call would have answered with 4xx) completes
 * the request with its message; anything else fails it.
 */
export async function runCollectionRequest(
  database: Database,
  data: UserRequestData<CollectionRequest>,
): Promise<Outcome> {
  const { request } = data;
  try {
    return await database.withTenant(
      { companyId: data.companyId, userId: data.userId },
      async (tx): Promise<Outcome> => {
        const user = await loadSession(tx, data.userId);
        if (!user) throw unauthorized();
        const ctx: RequestContext = { tx, user, tokenHash: '' };
        if (request.kind === 'accrue') {
          const accrued = await accrueCharges(ctx, {
            query: undefined,
            params: undefined,
            body: { TopsTxnTypeId: TxnTypeId.Collection, ...request.body },
          });
          return { Accrued: accrued, Posted: null, errorMessage: null };
        }
        const posted = await postItemOfType(TxnTypeId.Collection)(ctx, { body: request.body });
        return { Accrued: null, Posted: posted, errorMessage: null };
      },
    );
  } catch (error) {
    const refusal = refusalMessage(error);
    if (refusal === null) throw error;
    return { Accrued: null, Posted: null, errorMessage: refusal };
  }
}

function requestData(
  ctx: RequestContext,
  communityAgentIds: number[],
  request: CollectionRequest,
): UserRequestData<CollectionRequest> {
  return {
    companyId: ctx.user.companyId,
    userId: ctx.user.userId,
    communityAgentIds,
    request,
  };
}

type QueueDeps = Pick<AppDeps, 'database' | 'backgroundJobs'>;

/** Queued when this process runs the jobs (else 409: the caller runs the call itself). */
async function queue(
  deps: QueueDeps,
  data: UserRequestData<CollectionRequest>,
): Promise<{ RequestId: string }> {
  const id = deps.backgroundJobs
    ? await enqueueUserRequest(deps.database, CollectionRequestQueue, data)
    : null;
  if (!id) throw appError('CollectionJobsOff', CollectionRequestMessages.jobsOff);
  return { RequestId: id };
}

function requestStatus(job: UserRequestJob<CollectionRequest>): RequestStatus {
  const base = { RequestId: job.id, Kind: job.data.request.kind, State: job.state };
  if (job.state === 'completed') {
    const output = (job.output ?? {}) as Partial<Outcome>;
    return {
      ...base,
      Accrued: output.Accrued ?? null,
      Posted: output.Posted ?? null,
      errorMessage: output.errorMessage ?? null,
    };
  }
  return {
    ...base,
    Accrued: null,
    Posted: null,
    errorMessage: job.state === 'failed' ? CollectionRequestMessages.failed : null,
  };
}

/** A refusal the caller can act on: the use cases' own, or the ledger triggers' (GL001-GL004). */
function refusalMessage(error: unknown): string | null {
  if (error instanceof AppError) return error.message;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const pg = cause ?? (error as { code?: unknown; message?: unknown } | null);
  if (pg && /^GL00\d$/.test(String(pg.code))) return String(pg.message);
  return null;
}
