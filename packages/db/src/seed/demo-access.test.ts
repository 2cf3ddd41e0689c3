import { describe, expect, it } from 'vitest';
import { DemoRoles } from './demo-access';

// Issue 15: approval settings are changed by neither who enters invoices nor who pays them.
describe('demo roles', () => {
  it('give the approval settings claim to the administrator only', () => {
    const holders = DemoRoles.filter((role) =>
      role.grants.some((grant) => grant.claim === 'apapprovalsettings'),
    ).map((role) => role.name);
    expect(holders).toEqual(['Administrator']);
    const enterOrPay = DemoRoles.filter((role) =>
      role.grants.some(
        (grant) =>
          (grant.claim === 'apinvoice' || grant.claim === 'apprintchecks') && grant.canUpdate,
      ),
    ).map((role) => role.name);
    expect(enterOrPay).toEqual([
      'Administrator',
      'Community Manager',
      'Accountant',
      'Board Member',
    ]);
  });
});
