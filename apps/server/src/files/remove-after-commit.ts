import type { EndpointDef } from '@hoa/contract';
import type { CallerCall } from '../http/bind';
import type { RequestContext } from '../http/request-context';
import type { FileStore } from './file-store';

/** What a use case did in its transaction, and the stored files it no longer references. */
export interface Released<R> {
  result: R;
  released: readonly string[];
}

/**
 * Runs work in the caller's transaction, then, once it has committed, removes the stored files it
 * released. Removing them inside the transaction would lose the file of a row that a rollback
 * keeps; a removal that fails here leaves an unreferenced file behind (logged), which is harmless.
 */
export async function runThenRemoveFiles<E extends EndpointDef, R>(
  call: Pick<CallerCall<E>, 'run' | 'reply'>,
  files: FileStore,
  work: (ctx: RequestContext) => Promise<Released<R>>,
): Promise<R> {
  const { result, released } = await call.run(work);
  await Promise.all(
    released.map((storageKey) =>
      files.delete(storageKey).catch((error: unknown) => {
        call.reply.log.warn({ err: error, storageKey }, 'stored file not removed');
      }),
    ),
  );
  return result;
}
