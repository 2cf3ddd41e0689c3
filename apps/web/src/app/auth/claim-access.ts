import { calledWith, mayCall, type EndpointDef } from '@hoa/contract';
import { claimForAgentType, hasAccess, type AccessLevel, type PermissionClaim } from '@hoa/domain';
import { useSession } from './session';

// Apart from session.ts so the sign-in chunk does not carry it.
/** The caller's levels of one claim, e.g. what the GL screens offer for 'glaccounts' (spec 1 §6). */
export function useClaimAccess(claim: PermissionClaim) {
  const claims = useSession().data?.Claims ?? [];
  return {
    canCreate: hasAccess(claims, claim, 'create'),
    canUpdate: hasAccess(claims, claim, 'update'),
    canDelete: hasAccess(claims, claim, 'delete'),
  };
}

/**
 * An endpoint whose use case checks the claim of the agent's type at a level
 * (apps/server/src/http/agent-access.ts), as called for an agent of this type: for MayCall. A type
 * without a claim of its own is open to every user, as on the server.
 */
export function agentTypeCall(
  endpoint: EndpointDef,
  agentTypeId: number,
  level: AccessLevel,
): readonly EndpointDef[] {
  const claim = claimForAgentType(agentTypeId);
  return claim ? calledWith(endpoint, { claim, level }) : [endpoint];
}

/**
 * Whether the signed-in user may make each call (the endpoint's declared access, the rule the
 * server applies): an action shows only when the server will take every call it makes.
 */
export function useMayCall(...endpoints: readonly Pick<EndpointDef, 'access'>[]): boolean {
  const session = useSession().data;
  if (!session) return false;
  const caller = { grants: session.Claims, isSystemAdmin: session.IsSystemAdmin };
  return endpoints.every((endpoint) => mayCall(endpoint, caller));
}
