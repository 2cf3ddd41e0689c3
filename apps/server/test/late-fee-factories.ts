import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import type { Database } from '@hoa/db';
import { TxnTypeId } from '@hoa/domain';
import { callApi } from './api';
import { postReceivableItems } from '../src/modules/gl/index';
import { insertAccruedItem, type OwnerLine, type ReceivableWorld } from './receivable-factories';

// Posted owner history for the late fee, interest and collection tests: assessments charged and
// payments received, posted through the receivable posting function.

/** Posts one owner item of the type and lines on `date`. */
export async function postOwnerItem(
  database: Database,
  companyId: number,
  communityAgentId: number,
  txnTypeId: number,
  date: string,
  lines: readonly OwnerLine[],
): Promise<number> {
  const itemId = await insertAccruedItem(
    database,
    companyId,
    communityAgentId,
    txnTypeId,
    date,
    lines,
  );
  await database.withTenant({ companyId, userId: null }, (tx) =>
    postReceivableItems(tx, companyId, [itemId]),
  );
  return itemId;
}

/** The monthly assessment (ASMT) charged to every home on `date`. */
export function postAssessments(
  database: Database,
  companyId: number,
  communityAgentId: number,
  w: ReceivableWorld,
  date: string,
  amountCents = 25_000,
): Promise<number> {
  return postOwnerItem(
    database,
    companyId,
    communityAgentId,
    TxnTypeId.ApplyCharges,
    date,
    w.homes.map((home) => ({
      ownerId: home.ownerId,
      codeId: w.code.ASMT,
      amountCents,
      accountId: w.account.income,
    })),
  );
}

/** A payment (manual cash receipt) of an owner onto a code, into operating cash. */
export function postPayment(
  database: Database,
  companyId: number,
  communityAgentId: number,
  w: ReceivableWorld,
  ownerId: number,
  date: string,
  amountCents: number,
  codeId = w.code.ASMT,
): Promise<number> {
  return postOwnerItem(database, companyId, communityAgentId, TxnTypeId.CashReceiptsManual, date, [
    { ownerId, codeId, amountCents, isDebit: false, accountId: w.books.account.cash },
  ]);
}

/** Accrues a charge run of the type (Charges/Accrue) with one code of a community, on `postDate`. */
export function accrueRun(
  app: FastifyInstance,
  token: string,
  communityAgentId: number,
  run: { txnTypeId: number; postDate: string; codeId: number },
) {
  return callApi(
    app,
    contract.charges.Accrue,
    {
      body: {
        TopsTxnTypeId: run.txnTypeId,
        PostDate: run.postDate,
        Communities: [{ CommunityAgentId: communityAgentId, CodeIds: [run.codeId] }],
      },
    },
    token,
  );
}

/** Posts the item of an accrued run (Charges/PostItem). */
export function postRun(app: FastifyInstance, token: string, itemId: number) {
  return callApi(app, contract.charges.PostItem, { body: { ItemIds: [itemId] } }, token);
}
