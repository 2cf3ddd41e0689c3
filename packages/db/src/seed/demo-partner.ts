// The demo's second management company: a small one that takes over a community from the demo
// company (community transfer, spec 1 §3.5b), so a transfer can be tried end to end.
import type { Database } from '../open-database';
import { createFirstAdministrator } from '../tenancy/first-administrator';
import type { DemoSignIn } from './demo-access';

export const PartnerCompanyName = 'Partner Management';

/** Its one user, an administrator, with the demo's password; it starts with no communities. */
export function partnerSignIn(password: string): DemoSignIn {
  return {
    userName: 'partner',
    password,
    description: `Administrator of ${PartnerCompanyName}, a second company with no communities yet: enters a transfer key to take one over`,
  };
}

export async function seedPartner(database: Database, password: string): Promise<void> {
  await createFirstAdministrator(database, {
    userName: partnerSignIn(password).userName,
    password,
    companyName: PartnerCompanyName,
    displayName: 'Jordan Reyes',
    email: 'partner@partnermanagement-demo.com',
  });
}
