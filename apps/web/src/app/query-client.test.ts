import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('invalidating queries after a change', () => {
  it('fetches a list again whose first load read before the change and answered after it', async () => {
    const client = createQueryClient();
    // The server's list: empty when the first load reads it; the change adds a row.
    let rows: string[] = [];
    let answerFirstLoad = (): void => undefined;
    let loads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['notices'],
      queryFn: () => {
        loads += 1;
        const read = [...rows];
        if (loads > 1) return Promise.resolve(read);
        return new Promise<string[]>((resolve) => (answerFirstLoad = () => resolve(read)));
      },
    });
    const seen: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await Promise.resolve();
    expect(loads).toBe(1);

    rows = ['C01'];
    const invalidated = client.invalidateQueries({ queryKey: ['notices'] });
    answerFirstLoad();
    await invalidated;

    expect(loads).toBe(2);
    expect(observer.getCurrentResult().data).toEqual(['C01']);
    expect(seen.at(-1)).toEqual(['C01']);
    unsubscribe();
    client.clear();
  });

  it('leaves a list that has data to the usual restart of its fetch', async () => {
    const client = createQueryClient();
    let loads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['runs'],
      queryFn: () => Promise.resolve((loads += 1)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await client.getQueryCache().find({ queryKey: ['runs'] })?.promise;
    expect(observer.getCurrentResult().data).toBe(1);
    await client.invalidateQueries({ queryKey: ['runs'] });
    expect(observer.getCurrentResult().data).toBe(2);
    unsubscribe();
    client.clear();
  });
});
