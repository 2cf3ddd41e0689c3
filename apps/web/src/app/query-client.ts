import { ApiError } from '@hoa/contract';
import {
  QueryCache,
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
} from '@tanstack/react-query';
import { showError } from './toasts';

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Invalidation that never keeps a read from before the change. A query's first load still in
 * flight is not restarted by an invalidation (TanStack Query restarts a fetch only once the query
 * has data): the invalidation joins it, and a list opened just before a change (a return file
 * imported while its notices were loading) would show what the server read before the change and
 * stay so. The first loads are waited for, then invalidated and fetched again.
 */
class ChangeAwareQueryClient extends QueryClient {
  override async invalidateQueries(
    filters?: InvalidateQueryFilters,
    options?: InvalidateOptions,
  ): Promise<void> {
    const firstLoads = this.getQueryCache()
      .findAll(filters)
      .filter((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching')
      .flatMap((query) => (query.promise ? [query.promise.catch(() => undefined)] : []));
    await Promise.all(firstLoads);
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new ChangeAwareQueryClient({
    queryCache: new QueryCache({
      // A failed first load is reported; a failed background refresh keeps the data quietly.
      // A 401 is not reported: the shell returns to sign-in instead.
      onError: (error, query) => {
        if (query.state.data !== undefined) return;
        if (error instanceof ApiError && error.status === 401) return;
        showError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
      },
      mutations: {
        onError: (error) => {
          showError(error);
        },
      },
    },
  });
}
