// The demo management company: loaded once into an empty database so the product can be tried
// at once. Everything goes in one createCompany transaction, one multi-row insert per table.
// A second, empty company (demo-partner.ts) follows, to take over a community by transfer.
import { allocateCents, type FeatureFlagKey } from '@hoa/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../open-database';
import { queryRows } from '../rows';
import { committeeMemberSettings, propertyDetails } from '../schema';
import { createCompany } from '../tenancy/create-company';
import { hashPassword } from '../tenancy/passwords';
import type { Tx } from '../types';
import { DemoPassword, DemoSignIns, planUsers, seedAccess } from './demo-access';
import { seedPartner } from './demo-partner';
import { seedPortal } from './demo-portal';
import { seedAccounting } from './demo-accounting';
import { seedCharges } from './demo-charges';
import { seedLedgerSetup } from './demo-ledger-setup';
import { AgentPlan, type AgentIds } from './demo-agents';
import { CommunityPlanner, type PlannedCommunity } from './demo-communities';
import { planBanks, planCommittees, planVendors, type PlannedMembership } from './demo-directory';
import { DemoRandom, PeopleSource } from './demo-people';
import { seedPositions } from './demo-positions';
import { DemoCommunities, ManagementCompanyName, type CommunityKey } from './demo-places';

export { DemoSignIns, type DemoSignIn } from './demo-access';
export {
  DemoOwnerSignIns,
  DemoPortalUrl,
  DemoRegistrationCode,
  type DemoOwnerSignIn,
} from './demo-portal';

/** Fixed seed: the demo is identical on every run. */
const demoSeed = 0x5eed_2024;

const demoFeatureFlags: Record<string, boolean> = {
  digitalInvoices: true,
  lockbox: true,
  recurringCredit: true,
  ownerArrows: true,
  collectionStatusFilter: true,
} satisfies Partial<Record<FeatureFlagKey, boolean>>;

/**
 * True when the database holds no company yet. Companies are visible only inside their own
 * row-level-security scope, so the check is that no user exists (the sign-in lookup reads all).
 */
export async function isDemoNeeded(database: Database): Promise<boolean> {
  const rows = await database.withAuthLookup((tx) =>
    queryRows<{ found: boolean }>(tx, sql`select exists (select 1 from users) as found`),
  );
  return rows.at(0)?.found !== true;
}

/**
 * True when the database holds the demo's sign-ins: every demo user name, the demo company's in
 * one company and the partner in a second. A database made for real use (its first
 * administrator) is not the demo even where the demo would load on an empty one, so its sign-in
 * page shows no demo users.
 */
export async function holdsDemoSignIns(database: Database): Promise<boolean> {
  const names = DemoSignIns.map((signIn) => signIn.userName.toLowerCase());
  const rows = await database.withAuthLookup((tx) =>
    queryRows<{ users: number; companies: number }>(
      tx,
      sql`select count(*)::int8 as users, count(distinct company_id)::int8 as companies
          from users where lower(user_name) in (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})`,
    ),
  );
  const row = rows.at(0);
  return row?.users === names.length && row.companies === 2;
}

/** The demo company (its id is returned), then the partner company a community moves to. */
export async function seedDemo(database: Database): Promise<{ companyId: number }> {
  const demo = await seedDemoCompany(database);
  await seedPartner(database, DemoPassword);
  return demo;
}

async function seedDemoCompany(database: Database): Promise<{ companyId: number }> {
  const passwordHash = await hashPassword(DemoPassword);
  const year = new Date().getFullYear();
  return createCompany(
    database,
    { name: ManagementCompanyName, subscriptionTier: 3, featureFlags: demoFeatureFlags },
    async (tx, companyId) => {
      const random = new DemoRandom(demoSeed);
      const people = new PeopleSource(random);
      const plan = new AgentPlan();
      const planner = new CommunityPlanner(plan, people, random);

      const communities = DemoCommunities.map((definition) => planner.planCommunity(definition));
      const memberships = communities.flatMap((community) => planCommittees(plan, community, year));
      planVendors(plan);
      const banks = planBanks(plan);
      const operatingBank = banks.at(0);
      const reserveBank = banks.at(1);
      const hoa = communityByKey(communities, 'willowCreek');
      const boardPresident = hoa.residents.at(0);
      // Board seats are filled in order: president, vice president, treasurer, ...
      const harborTreasurer = communityByKey(communities, 'harborView').residents.at(2);
      if (!operatingBank || !reserveBank || !boardPresident || !harborTreasurer)
        throw new Error('Demo plan incomplete');
      const plannedUsers = planUsers(plan, { board: boardPresident, treasurer: harborTreasurer });

      const ids = await plan.write(tx, companyId);
      await writeHomes(tx, companyId, communities, ids);
      await writeMemberships(tx, companyId, memberships, ids);
      await seedAccounting(
        tx,
        companyId,
        communities.map((community) => ({
          communityAgentId: ids.id(community.ref),
          definition: community.definition,
        })),
        { bankAgentId: ids.id(operatingBank.ref), routingNumber: operatingBank.routingNumber },
        { bankAgentId: ids.id(reserveBank.ref), routingNumber: reserveBank.routingNumber },
        year,
        random,
      );
      const communityIds: Record<CommunityKey, number> = {
        willowCreek: ids.id(hoa.ref),
        harborView: ids.id(communityByKey(communities, 'harborView').ref),
        parkside: ids.id(communityByKey(communities, 'parkside').ref),
      };
      await seedLedgerSetup(tx, companyId, Object.values(communityIds), year);
      await seedCharges(tx, companyId);
      await seedAccess(tx, companyId, plannedUsers, ids, communityIds, passwordHash);
      await seedPositions(tx, companyId);
      await seedPortal(tx, companyId, communityIds.willowCreek);
      return { companyId };
    },
  );
}

function communityByKey(
  communities: readonly PlannedCommunity[],
  key: CommunityKey,
): PlannedCommunity {
  const found = communities.find((community) => community.definition.key === key);
  if (!found) throw new Error(`Demo community ${key} missing`);
  return found;
}

/** Six decimals of percent: 100 percent is 100 000 000 millionths. */
const fullOwnership = 100_000_000;

function formatPercent(millionths: number): string {
  return `${Math.trunc(millionths / 1_000_000)}.${String(millionths % 1_000_000).padStart(6, '0')}`;
}

async function writeHomes(
  tx: Tx,
  companyId: number,
  communities: readonly PlannedCommunity[],
  ids: AgentIds,
): Promise<void> {
  const rows = communities.flatMap(({ definition, properties }) => {
    // Condominium and co-operative shares follow unit size and sum exactly to 100 percent.
    const shares = definition.usesPercentOwnership
      ? allocateCents(
          fullOwnership,
          properties.map((property) => property.squareFeet),
        )
      : [];
    return properties.map((property, index) => {
      const share = shares.at(index);
      return {
        agentId: ids.id(property.ref),
        companyId,
        accountNumber: property.accountNumber,
        lotNumber: property.lotNumber,
        squareFeet: property.squareFeet,
        assessedValueCents: property.assessedValueCents,
        percentOwnership: share === undefined ? null : formatPercent(share),
      };
    });
  });
  await tx.insert(propertyDetails).values(rows);
}

async function writeMemberships(
  tx: Tx,
  companyId: number,
  memberships: readonly PlannedMembership[],
  ids: AgentIds,
): Promise<void> {
  await tx.insert(committeeMemberSettings).values(
    memberships.map((membership) => ({
      companyId,
      committeeAgentId: ids.id(membership.committee),
      memberAgentId: ids.id(membership.member),
      committeeMemberTypeId: membership.committeeMemberTypeId,
      expirationDate: membership.expirationDate,
    })),
  );
}
