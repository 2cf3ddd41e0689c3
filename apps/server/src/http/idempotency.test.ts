import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contract, type EndpointDef, type RequestOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { signIn } from '../../test/api';
import { useApp, type Harness } from '../../test/app-harness';
import { paymentWorld, type PaymentWorld } from '../../test/cash-receipt-factories';
import { testDatabases } from '../../test/databases';
import { addUser, fullGrant } from '../../test/factories';
import { payablesWorld, type PayablesWorld } from '../../test/payables-factories';
import { expireIdempotencyKeys } from '../jobs/idempotency-key-expiry';
import { IdempotencyMessages, onceAcrossTransactions, type KeyedRun } from './idempotency';
import type { RequestContext } from './request-context';

const A = contract.apInvoices;
const C = contract.cashReceipts;

/** Calls an endpoint over HTTP with the bearer token and, when given, an Idempotency-Key. */
async function send<E extends EndpointDef>(
  h: Harness,
  endpoint: E,
  request: Partial<RequestOf<E>>,
  token: string,
  key?: string,
) {
  const response = await h.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: request.body as unknown as object,
  });
  return {
    status: response.statusCode,
    text: response.body,
    json: response.json<unknown>(),
    replayed: response.headers['idempotent-replayed'],
  };
}

/** A posted cash receipt of the world's first owner, by check. */
function receiptBody(w: PaymentWorld, check: string, cents: number, day: string) {
  return {
    CommunityAgentId: w.communityId,
    OwnerAgentId: w.homes[0]?.ownerId ?? 0,
    BankAccountId: w.bankAccountId,
    Amount: cents,
    EventDate: day,
    CheckNumber: check,
    Post: true,
    IdempotencyKey: null,
  };
}

function invoiceBody(w: PayablesWorld, number: string, cents = 25_000) {
  return {
    CommunityAgentId: w.communityId,
    VendorAgentId: w.vendorId,
    InvoiceNumber: number,
    Reference: 'Mowing',
    InvoiceDate: '2026-03-05',
    BankAccountId: w.bankAccountId,
    TotalAmount: cents,
    BillDistributionList: [
      { AccountId: w.books.account.expense, CostCenterId: null, Amount: cents },
    ],
  };
}

async function invoicesOf(w: PayablesWorld, number: string): Promise<number[]> {
  const rows = await w.inTx((tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`select item_id::float8 as id from ap_invoices
           where vendor_agent_id = ${w.vendorId} and invoice_number = ${number} order by 1`,
    ),
  );
  return rows.map((r) => r.id);
}

describe.each(testDatabases())('idempotency keys on $name', (testDb) => {
  const h = useApp(testDb);

  it('20 concurrent identical invoice adds with one key make one invoice and answer alike', async () => {
    const w = await payablesWorld(h);
    const key = 'invoice-key-0001';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(h, A.AddInvoice, { body: invoiceBody(w, 'INV-1') }, w.token, key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    const ids = await invoicesOf(w, 'INV-1');
    expect(ids).toHaveLength(1);
    expect(answers[0]?.json).toMatchObject({ ItemId: ids[0], InvoiceNumber: 'INV-1' });

    // A later repeat answers the same without entering it again.
    const again = await send(h, A.AddInvoice, { body: invoiceBody(w, 'INV-1') }, w.token, key);
    expect(again.text).toBe(answers[0]?.text);
    expect(await invoicesOf(w, 'INV-1')).toHaveLength(1);
  });

  it('20 concurrent identical cash receipts with the header key post one receipt', async () => {
    const w = await paymentWorld(h);
    const owner = w.homes[0]?.ownerId ?? 0;
    const body = receiptBody(w, '1001', 12_345, '2026-03-05');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(h, C.AddCashReceipt, { body }, w.token, 'receipt-key-0001'),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    const receipts = await w.inTx((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from items i join item_agents a on a.item_id = i.id
             where a.agent_id = ${owner} and i.txn_type_id = 48`,
      ),
    );
    expect(receipts[0]?.n).toBe(1);

    // The body's key is the same key: sent there as well it must match the header.
    const both = await send(
      h,
      C.AddCashReceipt,
      { body: { ...body, IdempotencyKey: 'receipt-key-0001' } },
      w.token,
      'receipt-key-0001',
    );
    expect(both.text).toBe(answers[0]?.text);
    const mismatch = await send(
      h,
      C.AddCashReceipt,
      { body: { ...body, IdempotencyKey: 'receipt-key-0002' } },
      w.token,
      'receipt-key-0001',
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toMatchObject({ errorMessage: IdempotencyMessages.twoKeys });
    const short = await send(h, C.AddCashReceipt, { body }, w.token, 'short');
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ errorMessage: IdempotencyMessages.badKey });
  });

  it('keeps the answer of a key of any characters, and answers its repeat with it', async () => {
    const w = await paymentWorld(h);
    const body = receiptBody(w, '1002', 4_200, '2026-03-06');
    // Quotes, commas, braces and a backslash: the characters of an array literal.
    const key = `k,"{a}'\\ b} ${randomUUID()}`;
    const first = await send(h, C.AddCashReceipt, { body }, w.token, key);
    expect(first.status).toBe(200);
    const repeat = await send(h, C.AddCashReceipt, { body }, w.token, key);
    expect(repeat.replayed).toBe('true');
    expect(repeat.text).toBe(first.text);
    const [kept] = await w.inTx((tx) =>
      queryRows<{ status: string; body: string }>(
        tx,
        sql`select status, response_body as body from idempotency_keys where key = ${key}`,
      ),
    );
    expect(kept).toEqual({ status: 'done', body: first.text });
  });

  it('keeps a key 30 days: the daily expiry deletes older ones, company by company', async () => {
    const w = await paymentWorld(h);
    const body = (check: string) => receiptBody(w, check, 1_500, '2026-03-07');
    const [oldKey, newKey] = [`old-${randomUUID()}`, `new-${randomUUID()}`];
    expect((await send(h, C.AddCashReceipt, { body: body('2001') }, w.token, oldKey)).status).toBe(
      200,
    );
    expect((await send(h, C.AddCashReceipt, { body: body('2002') }, w.token, newKey)).status).toBe(
      200,
    );
    const asOf = new Date('2026-06-30T12:00:00Z');
    const claimed = (key: string, daysBefore: number) =>
      sql`update idempotency_keys set created_at = ${asOf.toISOString()}::timestamptz
            - make_interval(days => ${daysBefore}) where key = ${key}`;
    await w.inTx(async (tx) => {
      await tx.execute(claimed(oldKey, 31));
      await tx.execute(claimed(newKey, 29));
    });
    const run = await expireIdempotencyKeys(h.database, asOf);
    expect(run.failures).toEqual([]);
    const kept = await w.inTx((tx) =>
      queryRows<{ key: string }>(
        tx,
        sql`select key from idempotency_keys where key in (${oldKey}, ${newKey})`,
      ),
    );
    expect(kept.map((k) => k.key)).toEqual([newKey]);
    // The expired key's repeat is a new request: it posts again, and is not a replay.
    const repeat = await send(h, C.AddCashReceipt, { body: body('2001') }, w.token, oldKey);
    expect(repeat.status).toBe(200);
    expect(repeat.replayed).toBeUndefined();
  });

  it('refuses a repeat with a different body (422), and another user’s repeat', async () => {
    const w = await payablesWorld(h);
    const first = await send(
      h,
      A.AddInvoice,
      { body: invoiceBody(w, 'INV-2') },
      w.token,
      'key-00002x',
    );
    expect(first.status).toBe(200);
    const other = await send(
      h,
      A.AddInvoice,
      { body: invoiceBody(w, 'INV-2', 30_000) },
      w.token,
      'key-00002x',
    );
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({ errorMessage: IdempotencyMessages.differentRequest });
    // The same key on another call is a different request too.
    const elsewhere = await send(
      h,
      A.AddInvoice,
      { body: { ...invoiceBody(w, 'INV-2'), Reference: 'Edging' } },
      w.token,
      'key-00002x',
    );
    expect(elsewhere.status).toBe(422);
    // A clerk of the same company cannot read the answer by repeating the admin's request.
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('apinvoice')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const repeat = await send(
      h,
      A.AddInvoice,
      { body: invoiceBody(w, 'INV-2') },
      clerkToken,
      'key-00002x',
    );
    expect(repeat.status).toBe(422);
    expect(await invoicesOf(w, 'INV-2')).toEqual([(first.json as { ItemId: number }).ItemId]);
  });

  it('leaves the key free after a refused (rolled back) first attempt and a 403', async () => {
    const w = await payablesWorld(h);
    const key = 'k-rollback-1';
    // Lines that do not total the amount: refused, nothing kept.
    const bad = {
      ...invoiceBody(w, 'INV-3'),
      BillDistributionList: [{ AccountId: w.books.account.expense, CostCenterId: null, Amount: 1 }],
    };
    expect((await send(h, A.AddInvoice, { body: bad }, w.token, key)).status).toBe(400);
    // A user without the claim is refused; the key stays free for the request that may.
    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [{ ...fullGrant('apinvoice'), CanCreate: false }],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const refused = await send(
      h,
      A.AddInvoice,
      { body: invoiceBody(w, 'INV-3') },
      readerToken,
      key,
    );
    expect(refused.status).toBe(403);
    const good = await send(h, A.AddInvoice, { body: invoiceBody(w, 'INV-3') }, w.token, key);
    expect(good.status).toBe(200);
    expect(await invoicesOf(w, 'INV-3')).toHaveLength(1);
  });

  it('keeps keys per company: another company’s same key is its own', async () => {
    const a = await payablesWorld(h);
    const b = await payablesWorld(h);
    const key = 'shared-key-0001';
    const first = await send(h, A.AddInvoice, { body: invoiceBody(a, 'INV-4') }, a.token, key);
    const second = await send(h, A.AddInvoice, { body: invoiceBody(b, 'INV-4') }, b.token, key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await invoicesOf(a, 'INV-4')).toHaveLength(1);
    expect(await invoicesOf(b, 'INV-4')).toHaveLength(1);
    expect((second.json as { ItemId: number }).ItemId).not.toBe(
      (first.json as { ItemId: number }).ItemId,
    );
    // Company b cannot see company a's key.
    const seen = await b.inTx((tx) =>
      queryRows<{ company_id: number }>(
        tx,
        sql`select company_id::float8 as company_id from idempotency_keys where key = ${key}`,
      ),
    );
    expect(seen).toEqual([{ company_id: b.companyId }]);
  });

  it('across transactions: a running claim answers 409, a failure frees the key', async () => {
    const w = await payablesWorld(h);
    const endpoint = contract.collections.EnqueueAccrueRequest;
    const session = await w.inTx((tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`select id::float8 as id from users where user_name = ${w.company.admin.userName}`,
      ),
    );
    const ctxUser = {
      userId: session[0]?.id ?? 0,
      companyId: w.companyId,
    } as RequestContext['user'];
    const run: KeyedRun = (work) =>
      h.database.withTenant({ companyId: w.companyId, userId: ctxUser.userId }, (tx) =>
        work(tx, { companyId: w.companyId, caller: String(ctxUser.userId) }),
      );
    const reply = {} as never;
    const done = randomUUID();
    const call = { key: 'caller-key-01', endpoint: 'POST x', request: '["x"]' };
    let finish: (value: { RequestId: string }) => void = () => undefined;
    const running = onceAcrossTransactions(
      run,
      reply,
      call,
      endpoint,
      () => new Promise((resolve) => (finish = resolve)),
    );
    await expect.poll(() => keyStatus(h, w, call.key)).toBe('pending');
    await expect(
      onceAcrossTransactions(run, reply, call, endpoint, () =>
        Promise.resolve({ RequestId: done }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: IdempotencyMessages.stillRunning });
    finish({ RequestId: done });
    await expect(running).resolves.toEqual({ RequestId: done });
    expect(await keyStatus(h, w, call.key)).toBe('done');

    const failing = { ...call, key: 'caller-key-02' };
    await expect(
      onceAcrossTransactions(run, reply, failing, endpoint, () => Promise.reject(new Error('no'))),
    ).rejects.toThrow('no');
    expect(await keyStatus(h, w, failing.key)).toBeNull();
  });

  it('shows the header on money-moving calls in the API description', async () => {
    const w = await payablesWorld(h);
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization: `Bearer ${w.token}` },
    });
    const doc = response.json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }>();
    const headersOf = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? [])
        .filter((p) => p.in === 'header')
        .map((p) => p.name);
    expect(headersOf(A.AddInvoice.path, 'post')).toEqual(['idempotency-key']);
    expect(headersOf(A.UpdateInvoice.path, 'put')).toEqual([]);
  });
});

async function keyStatus(h: Harness, w: PayablesWorld, key: string): Promise<string | null> {
  const rows = await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
    queryRows<{ status: string }>(tx, sql`select status from idempotency_keys where key = ${key}`),
  );
  return rows[0]?.status ?? null;
}
