import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { contract, type ResponseOf } from '@hoa/contract';
import { callApi } from './api';

type RequestStatus = ResponseOf<typeof contract.collections.GetRequestStatus>;

/** Polls Collection/GetRequestStatus until the queued request has completed; its last status. */
export async function completedRequest(
  app: FastifyInstance,
  requestId: string,
  token: string,
): Promise<RequestStatus> {
  let status: RequestStatus | undefined;
  await vi.waitFor(
    async () => {
      const answer = await callApi(
        app,
        contract.collections.GetRequestStatus,
        { query: { requestId } },
        token,
      );
      expect(answer.body.State).toBe('completed');
      status = answer.body;
    },
    { timeout: 20_000, interval: 250 },
  );
  if (!status) throw new Error(`request ${requestId} did not complete`);
  return status;
}
