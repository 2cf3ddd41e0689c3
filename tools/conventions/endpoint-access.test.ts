// Rule (docs/architecture.md, 'Access'): an endpoint whose use case requires one claim in every case
// declares it as the contract's `access`, so the server refuses others before reading the input
// and the web offers the action only to those who may (MayCall, useMayCall). A declared access is
// the one the use case checks, never another.
import { contract, type EndpointAccess } from '@hoa/contract';
import { describe, expect, it } from 'vitest';
import { handlerClaims } from '../route-map/handler-claims';

const accessText = (access: EndpointAccess | undefined) =>
  access === undefined
    ? 'none'
    : access === 'systemAdmin'
      ? 'systemAdmin'
      : `${access.claim}:${access.level}`;

describe('endpoint access', () => {
  const found = handlerClaims();
  const areas = contract as unknown as Record<string, Record<string, { access?: EndpointAccess }>>;

  it('declares the claim its use case requires in every case', () => {
    // Fix: add `access: { claim, level }` (or 'systemAdmin') to the endpoint in the contract.
    const undeclared = [...found]
      .filter(([, claim]) => claim !== 'dynamic')
      .flatMap(([key, claim]) => {
        const [area = '', action = ''] = key.split('.');
        const declared = accessText(areas[area]?.[action]?.access);
        return declared === claim
          ? []
          : [`${key}: the use case requires ${claim}, declared ${declared}`];
      });
    expect(undeclared).toEqual([]);
  });

  it('declares no access the use case does not require', () => {
    const stray = Object.entries(areas).flatMap(([area, endpoints]) =>
      Object.entries(endpoints).flatMap(([action, endpoint]) => {
        if (endpoint.access === undefined) return [];
        const required = found.get(`${area}.${action}`);
        // A check that depends on the input (dynamic) may stand beside a declared one.
        return required === undefined ||
          required === 'dynamic' ||
          required === accessText(endpoint.access)
          ? []
          : [
              `${area}.${action}: declared ${accessText(endpoint.access)}, the use case requires ${required}`,
            ];
      }),
    );
    expect(stray).toEqual([]);
  });
});
