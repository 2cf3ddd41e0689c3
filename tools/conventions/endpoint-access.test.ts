// Rule (docs/architecture.md, 'Access'): an endpoint whose use case requires one claim in every case
// declares it as the contract's `access`, so the server refuses others before reading the input
// and the web offers the action only to those who may (MayCall, useMayCall). A declared access is
// the one the use case checks, never another.
import { contract, type EndpointAccess } from '@hoa/contract';
import { describe, expect, it } from 'vitest';
import { handlerClaimChecks } from '../route-map/handler-claims';

const accessText = (access: EndpointAccess | undefined) =>
  access === undefined
    ? 'none'
    : access === 'systemAdmin'
      ? 'systemAdmin'
      : `${access.claim}:${access.level}`;

describe('endpoint access', () => {
  const found = handlerClaimChecks();
  const areas = contract as unknown as Record<string, Record<string, { access?: EndpointAccess }>>;
  const declaredOf = (key: string) => {
    const [area = '', action = ''] = key.split('.');
    return accessText(areas[area]?.[action]?.access);
  };

  it('declares the claim its use case requires in every case', () => {
    // Fix: add `access: { claim, level }` (or 'systemAdmin') to the endpoint in the contract. A use
    // case that also checks a claim depending on its input declares the one it checks on every
    // path; one that checks two on every path declares one of them (the web adds the other with
    // calledWith).
    const undeclared = [...found].flatMap(([key, { sure }]) => {
      const declared = declaredOf(key);
      return sure.length === 0 || sure.includes(declared)
        ? []
        : [`${key}: the use case requires ${sure.join(' and ')}, declared ${declared}`];
    });
    expect(undeclared).toEqual([]);
  });

  it('declares no access the use case does not require', () => {
    const stray = Object.entries(areas).flatMap(([area, endpoints]) =>
      Object.entries(endpoints).flatMap(([action, endpoint]) => {
        if (endpoint.access === undefined) return [];
        const checks = found.get(`${area}.${action}`);
        const declared = accessText(endpoint.access);
        // The declaration may be the only check (the use case checks none), and a check that
        // depends on the input only (none on every path) may stand beside it.
        if (!checks || checks.sure.length === 0 || checks.sure.includes(declared)) return [];
        return [
          `${area}.${action}: declared ${declared}, the use case requires ${checks?.sure.join(' and ') ?? 'none'}`,
        ];
      }),
    );
    expect(stray).toEqual([]);
  });
});
