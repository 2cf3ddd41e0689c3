import { describe, it, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../open-database';
import { queryRows } from '../rows';
import { verifyPassword } from '../tenancy/passwords';
import { DemoSignIns, isDemoNeeded, seedDemo } from './demo';
import { CommitteeMemberTypeId } from '@hoa/domain';
import { isValidRoutingNumber } from './demo-directory';

interface CommunityCount {
  name: string;
  community_type: string;
  properties: number;
  without_primary_owner: number;
  accounts: number;
  periods: number;
  bank_accounts: number;
  codes: number;
  committees: number;
  percent_total: string | null;
}

describe('demo company', () => {
  it('loads into an empty database once, quickly and completely', async () => {
    const database = await openDatabase({});
    try {
      expect(await isDemoNeeded(database)).toBe(true);

      const started = performance.now();
      const { companyId } = await seedDemo(database);
      const elapsedMs = performance.now() - started;
      console.info(`seedDemo took ${Math.round(elapsedMs)} ms`);
      expect(elapsedMs).toBeLessThan(20_000);

      expect(await isDemoNeeded(database)).toBe(false);

      await database.withTenant({ companyId, userId: null }, async (tx) => {
        const communities = await queryRows<CommunityCount>(
          tx,
          sql`select c.display_name as name, a.community_type,
                (select count(*)::int from agents p where p.community_agent_id = a.id and p.agent_type_id = 3) as properties,
                (select count(*)::int from agents p where p.community_agent_id = a.id and p.agent_type_id = 3
                   and not exists (select 1 from agents o where o.parent_agent_id = p.id and o.agent_type_id = 4)) as without_primary_owner,
                (select count(*)::int from accounts x where x.community_agent_id = a.id) as accounts,
                (select count(*)::int from accounting_periods ap join fiscal_years fy on fy.id = ap.fiscal_year_id
                   where fy.community_agent_id = a.id) as periods,
                (select count(*)::int from bank_accounts b where b.community_agent_id = a.id) as bank_accounts,
                (select count(*)::int from codes k where k.community_agent_id = a.id) as codes,
                (select count(*)::int from agents m where m.parent_agent_id = a.id and m.agent_type_id = 10) as committees,
                (select sum(d.percent_ownership)::text from property_details d join agents p on p.id = d.agent_id
                   where p.community_agent_id = a.id) as percent_total
              from agents a join contacts c on c.agent_id = a.id
              where a.agent_type_id = 2 order by a.id`,
        );
        expect(communities.map((row) => [row.community_type, row.properties])).toEqual([
          ['HOA', 60],
          ['Condo', 40],
          ['Co-Op', 30],
        ]);
        for (const row of communities) {
          expect(row.without_primary_owner).toBe(0);
          expect(row.accounts).toBeGreaterThanOrEqual(18);
          expect(row.periods).toBe(12);
          expect(row.bank_accounts).toBe(2);
          expect(row.codes).toBe(5);
          expect(row.committees).toBe(2);
        }
        expect(communities.map((row) => row.percent_total)).toEqual([
          null,
          '100.000000',
          '100.000000',
        ]);

        const userLists = await queryRows<{ user_name: string; communities: number; role: string }>(
          tx,
          sql`select u.user_name, r.name as role,
                (select count(*)::int from user_communities uc where uc.user_id = u.id) as communities
              from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
              order by u.id`,
        );
        expect(userLists).toEqual([
          { user_name: 'admin', role: 'Administrator', communities: 3 },
          { user_name: 'manager', role: 'Community Manager', communities: 2 },
          { user_name: 'accountant', role: 'Accountant', communities: 3 },
          { user_name: 'board', role: 'Board Member', communities: 1 },
          { user_name: 'treasurer', role: 'Board Member', communities: 1 },
        ]);
        const roleCount = await queryRows<{ count: number }>(
          tx,
          sql`select count(*)::int as count from roles`,
        );
        expect(roleCount.at(0)?.count).toBe(4);

        // Every user has a User agent; the board user chairs the Willow Creek board.
        const unlinked = await queryRows<{ count: number }>(
          tx,
          sql`select count(*)::int as count from users u left join agents a on a.id = u.user_agent_id
              where a.agent_type_id is distinct from 13`,
        );
        expect(unlinked.at(0)?.count).toBe(0);
        const boardSeat = (userName: string) =>
          queryRows<{ member_type: number; community_type: string }>(
            tx,
            sql`select s.committee_member_type_id as member_type, com.community_type
              from users u
              join contacts mc on mc.primary_email_address = u.email
              join agents m on m.id = mc.agent_id and m.agent_type_id = 11
              join committee_member_settings s on s.member_agent_id = m.id
              join agents bod on bod.id = s.committee_agent_id and bod.is_primary_committee
              join agents com on com.id = bod.community_agent_id
              where u.user_name = ${userName}`,
          );
        expect(await boardSeat('board')).toEqual([{ member_type: 1, community_type: 'HOA' }]);
        // The treasurer user holds the treasurer seat of the Harbor View (condominium) board.
        expect(await boardSeat('treasurer')).toEqual([
          { member_type: CommitteeMemberTypeId.Treasurer, community_type: 'Condo' },
        ]);

        const banks = await queryRows<{ routing_number: string; gl: string }>(
          tx,
          sql`select b.routing_number, x.account_number as gl
              from bank_accounts b join accounts x on x.id = b.gl_account_id`,
        );
        expect(banks).toHaveLength(6);
        for (const bank of banks) {
          expect(isValidRoutingNumber(bank.routing_number)).toBe(true);
          expect(['1000', '1010']).toContain(bank.gl);
        }

        const people = await queryRows<{
          co_owners: number;
          renters: number;
          previous: number;
          vendors: number;
        }>(
          tx,
          sql`select count(*) filter (where agent_type_id = 5)::int as co_owners,
                     count(*) filter (where agent_type_id = 16)::int as renters,
                     count(*) filter (where agent_type_id = 20)::int as previous,
                     count(*) filter (where agent_type_id = 7 and community_agent_id is null)::int as vendors
              from agents`,
        );
        expect(people.at(0)?.co_owners).toBeGreaterThan(15);
        expect(people.at(0)?.renters).toBeGreaterThan(3);
        expect(people.at(0)?.previous).toBeGreaterThan(0);
        expect(people.at(0)?.vendors).toBe(8);
      });

      const hashes = await database.withAuthLookup((tx) =>
        queryRows<{ password_hash: string }>(tx, sql`select password_hash from users`),
      );
      expect(hashes).toHaveLength(DemoSignIns.length);
      for (const { password_hash } of hashes) {
        expect(await verifyPassword(password_hash, 'demo')).toBe(true);
      }
    } finally {
      await database.close();
    }
  });
});
