import { describe, expect, it } from 'vitest';
import {
  everyPortalRoleHolds,
  HouseholdState,
  holdsPortalRight,
  householdStateOf,
  PortalRight,
  PortalRole,
  portalRightsOf,
  seesOnlyRequestsSent,
} from './portal-rights';

describe('portal rights', () => {
  it('gives the owner every right', () => {
    expect([...portalRightsOf(PortalRole.Owner)].sort()).toEqual(Object.values(PortalRight).sort());
  });

  it('lets a household member see the money and send requests and replies, but not pay or manage', () => {
    const rights = portalRightsOf(PortalRole.HouseholdMember);
    for (const right of ['session', 'balance', 'documents', 'requests', 'violations'] as const)
      expect(holdsPortalRight(rights, right)).toBe(true);
    for (const right of ['pay', 'preferences', 'household', 'board'] as const)
      expect(holdsPortalRight(rights, right)).toBe(false);
  });

  it('lets a renter see documents and send requests, nothing financial and no violations', () => {
    const rights = portalRightsOf(PortalRole.Renter);
    expect([...rights].sort()).toEqual(['documents', 'requests', 'session']);
    for (const right of [
      'balance',
      'pay',
      'violations',
      'preferences',
      'household',
      'board',
    ] as const)
      expect(holdsPortalRight(rights, right)).toBe(false);
  });

  it('knows the rights every role holds', () => {
    expect(Object.values(PortalRight).filter(everyPortalRoleHolds).sort()).toEqual([
      'documents',
      'requests',
      'session',
    ]);
  });

  it('shows a renter only the requests they sent, the owner and a household member all', () => {
    expect(seesOnlyRequestsSent(PortalRole.Renter)).toBe(true);
    expect(seesOnlyRequestsSent(PortalRole.HouseholdMember)).toBe(false);
    expect(seesOnlyRequestsSent(PortalRole.Owner)).toBe(false);
  });

  it('refuses a call that declares no right, whoever calls', () => {
    expect(holdsPortalRight(portalRightsOf(PortalRole.Owner), undefined)).toBe(false);
  });

  it('names an invited person’s state from their dates', () => {
    expect(householdStateOf({ registeredAt: null, removedAt: null })).toBe(HouseholdState.Invited);
    expect(householdStateOf({ registeredAt: '2026-11-01', removedAt: null })).toBe(
      HouseholdState.Registered,
    );
    expect(householdStateOf({ registeredAt: '2026-11-01', removedAt: '2026-11-02' })).toBe(
      HouseholdState.Removed,
    );
    expect(householdStateOf({ registeredAt: null, removedAt: '2026-11-02' })).toBe(
      HouseholdState.Removed,
    );
  });
});
