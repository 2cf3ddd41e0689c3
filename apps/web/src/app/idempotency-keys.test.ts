import { describe, expect, it } from 'vitest';
import { contract, IdempotencyKeyHeader, type CallOptions } from '@hoa/contract';
import { createIdempotencyKeys } from './idempotency-keys';

const add = contract.apInvoices.AddInvoice;
const receipt = contract.cashReceipts.AddCashReceipt;

function setUp() {
  let clock = 1_000;
  let n = 0;
  const keys = createIdempotencyKeys({ newKey: () => `key-${++n}`, now: () => clock });
  const sent: (string | undefined)[] = [];
  const answer =
    (result: 'ok' | 'fail', gate?: Promise<void>) =>
    async (options: CallOptions): Promise<string> => {
      sent.push(options.headers?.[IdempotencyKeyHeader]);
      await gate;
      if (result === 'fail') throw new Error('network');
      return 'done';
    };
  return { keys, sent, answer, advance: (ms: number) => (clock += ms) };
}

const body = { body: { InvoiceNumber: 'INV-1', TotalAmount: 100 } };

describe('idempotency keys of the web', () => {
  it('a double click while the first is running sends the same key', async () => {
    const { keys, sent, answer } = setUp();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = keys.send(add, body, answer('ok', gate));
    const second = keys.send(
      add,
      { body: { TotalAmount: 100, InvoiceNumber: 'INV-1' } },
      answer('ok'),
    );
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['key-1', 'key-1']);
  });

  it('a retry after a failure sends the same key; a changed request a new one', async () => {
    const { keys, sent, answer, advance } = setUp();
    await expect(keys.send(add, body, answer('fail'))).rejects.toThrow('network');
    advance(60_000);
    await keys.send(add, body, answer('ok'));
    await keys.send(add, { body: { ...body.body, TotalAmount: 200 } }, answer('ok'));
    expect(sent).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('after an answer the same request is a new action', async () => {
    const { keys, sent, answer } = setUp();
    await keys.send(add, body, answer('ok'));
    await keys.send(add, body, answer('ok'));
    expect(sent).toEqual(['key-1', 'key-2']);
  });

  it('uses the body’s own key, and sends none to calls that are not money-moving', async () => {
    const { keys, sent, answer } = setUp();
    await keys.send(receipt, { body: { IdempotencyKey: 'form-key-1', Amount: 1 } }, answer('ok'));
    await keys.send(contract.apInvoices.UpdateInvoice, body, answer('ok'));
    expect(sent).toEqual(['form-key-1', undefined]);
  });
});

describe('file uploads', () => {
  it('sends every upload with a key of its own, even the same file again at once', async () => {
    let n = 0;
    const keys = createIdempotencyKeys({ newKey: () => `key-${String(++n)}` });
    const upload = contract.lockbox.UploadLockboxFile;
    const sent: string[] = [];
    const send = (options: CallOptions) => {
      sent.push(Object.values(options.headers ?? {})[0] ?? '');
      return Promise.resolve('ok');
    };
    const file = () => {
      const form = new FormData();
      form.append('file', new Blob(['A,1']), 'a.csv');
      return form;
    };
    await keys.send(upload, { body: file() }, send);
    await keys.send(upload, { body: file() }, send);
    expect(sent).toEqual(['key-1', 'key-2']);
  });
});
