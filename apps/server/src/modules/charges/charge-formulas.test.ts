import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { assessmentCents, MethodId, shareByOwnership, TxnTypeId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { chargesWorld } from './charges-test-world';

const c = contract.charges;

// Awkward values on purpose: odd square feet, values with cents, percents that leave remainders.
const homes = [
  { squareFeet: 1_117, value: 12_345_678, percent: '33.333333' },
  { squareFeet: 989, value: 29_999_999, percent: '33.333333' },
  { squareFeet: 2_403, value: 100_001, percent: '33.333334' },
];

describe.each(testDatabases())('charge formulas in SQL and in the domain on $name', (testDb) => {
  const h = useApp(testDb);

  it('accrues what the domain functions compute, for every assessment method', async () => {
    const w = await chargesWorld(h);
    for (const [i, home] of w.main.homes.entries()) {
      const facts = homes[i];
      if (!facts) continue;
      await w.run(
        sql`update property_details set square_feet = ${facts.squareFeet},
                   assessed_value_cents = ${facts.value}, percent_ownership = ${facts.percent}
             where agent_id = ${home.propertyId}`,
      );
    }
    const methods = [
      { method: MethodId.PercentOfPropertyValue, amount: 0, rate: '0.137' },
      { method: MethodId.SquareFeetTimesRate, amount: 0, rate: '0.333333' },
      { method: MethodId.TotalTimesPercentOwnership, amount: 100_001, rate: null },
    ];
    for (const [i, m] of methods.entries()) {
      await w.run(
        sql`insert into codes (company_id, community_agent_id, code_type_id, code_alias, code_name,
              frequency_id, method_id, amount_cents, rate)
            values (${w.company.companyId}, ${w.communityId}, 1, ${`M${i + 2}`}, 'Method', 4,
                    ${m.method}, ${m.amount}, ${m.rate})`,
      );
      await w.run(
        sql`insert into code_accounts (company_id, code_id, code_account_type_id, account_id)
            select ${w.company.companyId}, id, t, case t when 1 then ${w.main.account.receivables}::bigint
                   else ${w.main.account.income}::bigint end
              from codes, (values (1), (2)) v(t)
             where community_agent_id = ${w.communityId} and code_alias = ${`M${i + 2}`}`,
      );
      await w.run(
        sql`insert into charge_assignments (company_id, community_agent_id, agent_id, code_id)
            select ${w.company.companyId}, ${w.communityId}, p.id, k.id
              from agents p, codes k
             where p.id in (${w.main.homes[0]?.propertyId ?? 0}, ${w.main.homes[1]?.propertyId ?? 0},
                            ${w.main.homes[2]?.propertyId ?? 0})
               and k.community_agent_id = ${w.communityId} and k.code_alias = ${`M${i + 2}`}`,
      );
    }
    const codes = await w.rows<{ id: number; alias: string }>(
      sql`select id::int, code_alias as alias from codes
           where community_agent_id = ${w.communityId} and code_alias like 'M%' order by 2`,
    );
    const accrued = await callApi(
      h.app,
      c.Accrue,
      {
        body: {
          TopsTxnTypeId: TxnTypeId.ApplyCharges,
          PostDate: '2026-05-01',
          Communities: [{ CommunityAgentId: w.communityId, CodeIds: codes.map((k) => k.id) }],
        },
      },
      w.token,
    );
    const itemId = accrued.body.Items[0]?.TopsItemId ?? 0;
    const page = await callApi(
      h.app,
      c.GetItemAgentSummary,
      { query: { itemId, skip: 0, take: 10 } },
      w.token,
    );
    const fromSql = Object.fromEntries(
      ['M2', 'M3', 'M4'].map((alias) => [
        alias,
        page.body.Rows.map((row) => row.Details.find((d) => d.CodeAlias === alias)?.Amount),
      ]),
    );
    const property = (i: number) => ({
      AssessedValueCents: homes[i]?.value ?? 0,
      SquareFeet: homes[i]?.squareFeet ?? 0,
      PercentOwnership: homes[i]?.percent ?? null,
    });
    const domain = (method: number, rate: string) =>
      homes.map((_, i) =>
        assessmentCents({ MethodId: method, Amount: 0, Rate: rate }, property(i)),
      );
    expect(fromSql).toEqual({
      M2: domain(MethodId.PercentOfPropertyValue, '0.137'),
      M3: domain(MethodId.SquareFeetTimesRate, '0.333333'),
      M4: shareByOwnership(
        100_001,
        homes.map((home) => home.percent),
      ),
    });
    // By hand: 0.137% of $123,456.78 is $169.14; 989 × $0.333333 is $329.67; the shares sum.
    expect(fromSql.M2?.[0]).toBe(16_914);
    expect(fromSql.M3?.[1]).toBe(32_967);
    expect((fromSql.M4 ?? []).reduce((a = 0, b = 0) => a + b, 0)).toBe(100_001);
  });
});
