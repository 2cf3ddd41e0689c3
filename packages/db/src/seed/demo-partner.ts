// The demo's second management company: a small one that takes over a community from the demo
// company (community transfer, spec 1 §3.5b), so a transfer can be tried end to end.
import type { Database } from '../open-database';
import { createFirstAdministrator } from '../tenancy/first-administrator';

export const PartnerCompanyName = 'Partner Management';

/** Its one user, an administrator; the company starts with no communities. */
export const PartnerUserName = 'partner';

export async function seedPartner(database: Database, password: string): Promise<void> {
  await createFirstAdministrator(database, {
    userName: PartnerUserName,
    password,
    companyName: PartnerCompanyName,
    displayName: 'Jordan Reyes',
    email: 'partner@partnermanagement-demo.com',
  });
}
