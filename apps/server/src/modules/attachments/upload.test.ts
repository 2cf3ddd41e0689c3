import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../files/local-file-store';
import type { RequestContext } from '../../http/request-context';
import { SampleFiles, storedFiles } from '../../../test/attachments-factories';
import { runUpload } from './upload';

const root = path.join(os.tmpdir(), `hoa-upload-test-${randomUUID()}`);
afterAll(() => rm(root, { recursive: true, force: true }));

// The transaction is faked: the first run authorizes, the second (the rows) fails like a commit.
const ctx = { user: { companyId: 7 } } as RequestContext;

describe('runUpload', () => {
  it('removes the stored file when the transaction with the rows fails', async () => {
    const files = new LocalFileStore(root);
    let runs = 0;
    const seen: string[] = [];
    const call = {
      run: async <T>(work: (c: RequestContext) => Promise<T>): Promise<T> => {
        runs += 1;
        if (runs === 2) {
          seen.push(...(await storedFiles(root, 7)));
          throw new Error('commit failed');
        }
        return work(ctx);
      },
    };
    await expect(
      runUpload(
        call,
        files,
        { File: { FileName: 'a.pdf', DeclaredType: 'application/pdf', Bytes: SampleFiles.pdf } },
        { authorize: () => Promise.resolve(1), record: () => Promise.resolve('never') },
      ),
    ).rejects.toThrow('commit failed');
    expect(runs).toBe(2);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^7\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(await storedFiles(root, 7)).toEqual([]);
  });

  it('stores nothing when the caller may not attach to the target', async () => {
    const files = new LocalFileStore(root);
    const call = { run: <T>(work: (c: RequestContext) => Promise<T>) => work(ctx) };
    await expect(
      runUpload(
        call,
        files,
        { File: { FileName: 'a.pdf', DeclaredType: 'application/pdf', Bytes: SampleFiles.pdf } },
        { authorize: () => Promise.reject(new Error('no')), record: () => Promise.resolve(1) },
      ),
    ).rejects.toThrow('no');
    expect(await storedFiles(root, 7)).toEqual([]);
  });
});
