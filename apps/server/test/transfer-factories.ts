import { expect } from 'vitest';
import { contract } from '@hoa/contract';
import { callApi } from './api';
import type { FastifyInstance } from 'fastify';

const T = contract.communityTransfer;

// The community transfer's calls in order: key by the sender, begin and the 11 steps by the receiver.

/** The sender generates a key, the receiver enters it and completes steps 2-10; the transfer id. */
export async function beginTransfer(
  h: { app: FastifyInstance },
  senderToken: string,
  receiverToken: string,
  communityId: number,
): Promise<number> {
  const key = await callApi(
    h.app,
    T.GenerateTransferKey,
    { body: { CommunityAgentId: communityId } },
    senderToken,
  );
  expect(key.status).toBe(200);
  const begun = await callApi(
    h.app,
    T.BeginTransfer,
    { body: { TransferKey: key.body.TransferKey } },
    receiverToken,
  );
  expect(begun.status).toBe(200);
  const id = begun.body.CommunityTransferId;
  await completeSteps(h, receiverToken, id, 10);
  return id;
}

/** The receiver completes steps 2 to `last`, each answered 200. */
export async function completeSteps(
  h: { app: FastifyInstance },
  receiverToken: string,
  id: number,
  last: number,
): Promise<void> {
  for (let n = 2; n <= last; n += 1) {
    const done = await callApi(
      h.app,
      T.CompleteTransferStep,
      { body: { CommunityTransferId: id, Step: n } },
      receiverToken,
    );
    expect([done.status, done.errorMessage], `step ${String(n)}`).toEqual([200, undefined]);
  }
}

/** The last step (the move) with its transfer date. */
export function completeTransfer(
  h: { app: FastifyInstance },
  receiverToken: string,
  id: number,
  date = '2026-04-01',
) {
  return callApi(
    h.app,
    T.CompleteTransferStep,
    { body: { CommunityTransferId: id, Step: 11, TransferDate: date } },
    receiverToken,
  );
}
