import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export type OutboxFilter = 'all' | 'unsent' | 'sent';

const sentParam = { all: undefined, unsent: 'false', sent: 'true' } as const;

export function outboxQuery(filter: OutboxFilter, skip: number, take: number) {
  return queryOptions({
    queryKey: ['mail', 'outbox', filter, skip, take],
    queryFn: () =>
      api.call(contract.mail.GetOutbox, { query: { sent: sentParam[filter], skip, take } }),
  });
}
