import type { EndpointDef } from '@hoa/contract';
import type { ReactNode } from 'react';
import { useMayCall } from '../app/auth/claim-access';

/**
 * An action shown only to a user the server will let make its calls (their declared access).
 * The wrapper takes no room (display: contents) and names the calls in `data-calls`, which the
 * permission walk (e2e/tests/permission-walk.ts) reads to check each one with the server.
 */
export function MayCall({
  calls,
  children,
}: {
  calls: EndpointDef | readonly EndpointDef[];
  children: ReactNode;
}) {
  const list: readonly EndpointDef[] = Array.isArray(calls) ? calls : [calls as EndpointDef];
  const allowed = useMayCall(...list);
  if (!allowed) return null;
  return (
    <span
      data-calls={list.map((e) => `${e.method} ${e.path}`).join(' | ')}
      style={{ display: 'contents' }}
    >
      {children}
    </span>
  );
}
