import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { DemoSignIns, seedDemo } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { openEmbeddedTestDatabase } from '../../../test/databases';
import { buildApp } from '../../app';
import { postDemoCharges } from '../../demo/post-demo-charges';

// The balance a list shows is the owner balance of the ledger: for every property of the demo,
// the Properties list (GetPropertyPortfolio) and the Owners list (GetOwnerPortfolio, primary
// owners) show what the owner ledger's code balances (GetOwnerCodeBalancesWithPrepaid) add up to.
describe('list balances of the demo', () => {
  it('equal the owner ledger for every property and primary owner', async () => {
    const database = await openEmbeddedTestDatabase();
    const app = await buildApp({ database });
    try {
      const { companyId } = await seedDemo(database);
      await postDemoCharges(app, database, companyId, new Date(Date.UTC(2026, 10, 21)));
      const admin = DemoSignIns.find((user) => user.userName === 'admin');
      if (!admin) throw new Error('no demo admin');
      const token = await signIn(app, admin.userName, admin.password);
      const communities = await callApi(app, contract.crm.GetUserCommunityList, {}, token);
      let properties = 0;
      let owed = 0;
      for (const community of communities.body) {
        const communityAgentId = community.CommunityAgentId;
        const listed = new Map<number, number>();
        for (let skip = 0; ; skip += 100) {
          const page = await callApi(
            app,
            contract.portfolio.GetPropertyPortfolio,
            { query: { communityAgentId, skip, take: 100 } },
            token,
          );
          expect(page.errorMessage).toBeUndefined();
          for (const row of page.body.Results) listed.set(row.PropertyAgentId, row.Balance);
          if (page.body.Results.length < 100) break;
        }
        const owners = await callApi(
          app,
          contract.portfolio.GetOwnerPortfolio,
          { query: { communityAgentId, agentTypeId: AgentTypeId.PrimaryOwner, take: 100 } },
          token,
        );
        expect(owners.body.Results).toHaveLength(owners.body.TotalCount);
        for (const [propertyAgentId, balance] of listed) {
          const codes = await callApi(
            app,
            contract.ownerLedger.GetOwnerCodeBalancesWithPrepaid,
            { query: { propertyAgentId } },
            token,
          );
          const ledger = codes.body.reduce((sum, code) => sum + code.Balance, 0);
          expect({ propertyAgentId, balance }).toEqual({ propertyAgentId, balance: ledger });
          for (const owner of owners.body.Results.filter(
            (row) => row.PropertyAgentId === propertyAgentId,
          )) {
            expect({ owner: owner.TopsAgentId, balance: owner.Balance }).toEqual({
              owner: owner.TopsAgentId,
              balance: ledger,
            });
          }
          properties += 1;
          owed += ledger;
        }
      }
      // 130 demo homes, each charged its assessments for the two months before this one.
      expect(properties).toBe(130);
      expect(owed).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
