import { ApiError } from '@hoa/contract';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { showError } from './toasts';

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
