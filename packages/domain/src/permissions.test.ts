import { describe, expect, it } from 'vitest';
import {
  AgentTypeClaims,
  BoardMemberClaims,
  PermissionClaimNames,
  PermissionClaims,
  claimForAgentType,
  hasAccess,
  isPermissionClaim,
  type ClaimGrant,
} from './permissions';
import { AgentTypes } from './static-data/agent-types';

describe('PermissionClaims', () => {
  it('has every claim of spec 1 §6 and spec 3 §6, exactly spelled, the approval settings claim and the communications claim', () => {
    expect(PermissionClaimNames).toEqual([
      'ccrviolations',
      'arapplycharges',
      'arapplylatefees',
      'arapplyinterest',
      'arapplyprepaid',
      'arcollection',
      'apinvoice',
      'apprintchecks',
      'apadjustment',
      'apvoidchecks',
      'gljournalentries',
      'workordermaintain',
      'servicerequests',
      'arownerpayments',
      'arlockbox',
      'glaccounts',
      'arprocesspayments',
      'invoiceexceptions',
      'apapprovalsettings',
      'amenities',
      'bank',
      'committees',
      'community',
      'owner',
      'property',
      'renters',
      'visitors',
      'vendors',
      'attorney',
      'insurance',
      'communications',
      'maintainclient',
      'maintainorganization',
      'maintainuser',
    ]);
    for (const row of PermissionClaims) {
      expect(row.Claim).toMatch(/^[a-z]+$/);
      expect(row.Description.length).toBeGreaterThan(0);
    }
    expect(isPermissionClaim('apinvoice')).toBe(true);
    expect(isPermissionClaim('ApInvoice')).toBe(false);
  });
});

describe('hasAccess', () => {
  const grant = (claim: ClaimGrant['Claim'], flags: Partial<ClaimGrant>): ClaimGrant => ({
    Claim: claim,
    CanCreate: false,
    CanRead: false,
    CanUpdate: false,
    CanDelete: false,
    ...flags,
  });

  it('checks the level of the named claim only', () => {
    const grants = [grant('apinvoice', { CanRead: true }), grant('arlockbox', { CanCreate: true })];
    expect(hasAccess(grants, 'apinvoice', 'read')).toBe(true);
    expect(hasAccess(grants, 'apinvoice', 'update')).toBe(false);
    expect(hasAccess(grants, 'arlockbox', 'create')).toBe(true);
    expect(hasAccess(grants, 'arlockbox', 'delete')).toBe(false);
    expect(hasAccess(grants, 'ccrviolations', 'read')).toBe(false);
    expect(hasAccess([], 'ccrviolations', 'read')).toBe(false);
  });

  it('accepts the level from any of several grants of one claim', () => {
    const grants = [
      grant('ccrviolations', { CanRead: true }),
      grant('ccrviolations', { CanUpdate: true }),
    ];
    expect(hasAccess(grants, 'ccrviolations', 'update')).toBe(true);
    expect(hasAccess(grants, 'ccrviolations', 'delete')).toBe(false);
  });
});

describe('AgentTypeClaims', () => {
  it('maps agent types to their claims', () => {
    const expected: Record<number, string> = {
      1: 'maintainorganization',
      2: 'community',
      3: 'property',
      4: 'owner',
      5: 'owner',
      6: 'bank',
      7: 'vendors',
      8: 'amenities',
      9: 'attorney',
      10: 'committees',
      11: 'committees',
      13: 'maintainuser',
      14: 'insurance',
      15: 'vendors',
      16: 'renters',
      17: 'visitors',
      19: 'maintainclient',
      20: 'owner',
      22: 'insurance',
      23: 'vendors',
      25: 'insurance',
      26: 'bank',
      28: 'insurance',
    };
    expect(
      Object.fromEntries(AgentTypeClaims.map((row) => [row.TopsAgentTypeId, row.Claim])),
    ).toEqual(expected);
    const agentTypeIds = AgentTypes.map((row) => row.TopsAgentTypeId);
    for (const row of AgentTypeClaims) expect(agentTypeIds).toContain(row.TopsAgentTypeId);
    expect(claimForAgentType(12)).toBeUndefined();
  });
});

describe('BoardMemberClaims', () => {
  it('reads and approves invoices and reads the community records, nothing else', () => {
    expect(hasAccess(BoardMemberClaims, 'apinvoice', 'read')).toBe(true);
    expect(hasAccess(BoardMemberClaims, 'apinvoice', 'update')).toBe(true);
    expect(hasAccess(BoardMemberClaims, 'apinvoice', 'create')).toBe(false);
    expect(hasAccess(BoardMemberClaims, 'apinvoice', 'delete')).toBe(false);
    for (const claim of ['community', 'owner', 'property', 'committees'] as const) {
      expect(hasAccess(BoardMemberClaims, claim, 'read')).toBe(true);
      expect(hasAccess(BoardMemberClaims, claim, 'update')).toBe(false);
    }
    expect(BoardMemberClaims.map((row) => row.Claim)).toEqual([
      'apinvoice',
      'community',
      'owner',
      'property',
      'committees',
    ]);
    expect(hasAccess(BoardMemberClaims, 'gljournalentries', 'read')).toBe(false);
  });
});
