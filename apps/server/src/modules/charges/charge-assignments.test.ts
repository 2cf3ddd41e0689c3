import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { chargesWorld } from './charges-test-world';

const c = contract.charges;

describe.each(testDatabases())('charge assignment on $name', (testDb) => {
  const h = useApp(testDb);

  it('shows, assigns and carries codes to next year, for this company only', async () => {
    const w = await chargesWorld(h);
    const home = w.main.homes[0];
    if (!home) throw new Error('no home');
    // Asked by the owner: the summary is the property's.
    const summary = await callApi(
      h.app,
      c.GetChargeAssignmentSummary,
      { query: { agentId: home.ownerId } },
      w.token,
    );
    expect(summary.body.PropertyAgentId).toBe(home.propertyId);
    expect(summary.body.Codes.map((k) => [k.CodeAlias, k.IsAssigned])).toEqual([
      ['ASMT', true],
      ['INT', false],
      ['LATE', false],
      ['SPEC', false],
    ]);
    const assigned = await callApi(
      h.app,
      c.Assign,
      {
        body: {
          agentId: home.propertyId,
          Assignments: [
            {
              TopsCodeId: w.main.code.SPEC,
              IsAutoPayEnabled: true,
              AcceleratedStartDate: '2026-01-01',
              AcceleratedEndDate: '2026-06-30',
            },
          ],
        },
      },
      w.token,
    );
    expect(assigned.body.Codes.filter((k) => k.IsAssigned)).toMatchObject([
      {
        CodeAlias: 'SPEC',
        IsAutoPayEnabled: true,
        AcceleratedStartDate: '2026-01-01',
        AcceleratedEndDate: '2026-06-30',
      },
    ]);
    const bad = await callApi(
      h.app,
      c.Assign,
      { body: { agentId: home.propertyId, Assignments: [{ TopsCodeId: w.other.code.ASMT }] } },
      w.token,
    );
    expect(bad.status).toBe(400);

    // Next year's assessment replaces ASMT on the two homes still carrying it.
    await w.run(
      sql`insert into fiscal_years (company_id, community_agent_id, sequence, start_date, end_date)
          values (${w.company.companyId}, ${w.communityId}, 2, '2027-01-01', '2027-12-31')`,
    );
    await w.run(
      sql`insert into codes (company_id, community_agent_id, code_type_id, code_alias, code_name,
            frequency_id, method_id, amount_cents, start_date, previous_code_id)
          values (${w.company.companyId}, ${w.communityId}, 1, 'ASMT27', 'Assessment 2027', 4, 1,
                  26000, '2027-01-01', ${w.main.code.ASMT})`,
    );
    const [year] = await w.rows<{ id: number }>(
      sql`select id::int from fiscal_years where community_agent_id = ${w.communityId} and sequence = 2`,
    );
    const future = await callApi(
      h.app,
      c.DetermineFutureYearCodeAssignments,
      { body: { communityAgentId: w.communityId, fiscalYearId: year?.id ?? 0 } },
      w.token,
    );
    expect(future.body).toEqual({ AssignedCount: 2 });

    const stranger = await chargesWorld(h);
    const hidden = await callApi(
      h.app,
      c.GetChargeAssignmentSummary,
      { query: { agentId: home.propertyId } },
      stranger.token,
    );
    expect(hidden.status).toBe(404);
    const scheduled = await callApi(
      h.app,
      c.GetScheduledCharges,
      { query: { communityAgentId: w.communityId, kind: 'assessments' } },
      w.token,
    );
    expect(scheduled.body.map((k) => [k.CodeAlias, k.FrequencyName, k.AssignedCount])).toEqual([
      ['ASMT', 'Monthly', 2],
      ['ASMT27', 'Monthly', 2],
      ['SPEC', 'Once', 1],
    ]);
  });
});
