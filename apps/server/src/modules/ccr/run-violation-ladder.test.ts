import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { StatusId } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { finingWorld } from '../../../test/violations-factories';
import { runViolationLadder } from './run-violation-ladder';

const c = contract.ccr;

describe.each(testDatabases())('The daily violation ladder on $name', (testDb) => {
  const h = useApp(testDb);

  it('walks violations up three levels by itself with the clock moved: letters batched per level, fines posted once, held with a reason, to the cent', async () => {
    const w = await finingWorld(h);
    const tenant = { companyId: w.company.companyId, userId: null };
    const read = <T>(query: ReturnType<typeof sql>) =>
      h.database.withTenant(tenant, (tx) => queryRows<T>(tx, query));
    const [home1, home2] = w.books.homes;
    if (!home1 || !home2) throw new Error('two homes expected');
    // PAINT follows the same process but has no fine accounts: its fining level is held.
    const paint = w.codeIds.PAINT ?? 0;
    ok(
      await w.call(contract.ccrActions.AssignActionProcessToCodes, {
        body: { ActionProcessId: w.actionProcessId, TopsCodeIds: [w.trash, paint] },
      }),
    );
    const add = async (propertyAgentId: number, code: number, description: string) =>
      ok(
        await w.call(c.AddCcrRecord, {
          body: {
            ...w.record,
            PropertyAgentId: propertyAgentId,
            TopsCodeId: code,
            Description: description,
          },
        }),
      ).Record.TopsItemId;
    const first = await add(home1.propertyId, w.trash, 'Trash cans at the curb.');
    const second = await add(home2.propertyId, w.trash, 'Trash bags by the garage.');
    const painted = await add(home2.propertyId, paint, 'Peeling trim.');
    // What the job did in this company (other tests' companies share the database).
    const run = async (day: string) => {
      const done = await runViolationLadder(h.database, new Date(`${day}T12:00:00`));
      return {
        ...(done.byCompany.get(w.company.companyId) ?? { advanced: 0, held: 0 }),
        failures: done.failures.filter((f) => f.companyId === w.company.companyId),
      };
    };
    const levelOf = async (itemId: number) =>
      ok(await w.call(c.GetCcrRecordViewPage, { query: { itemId } })).Record;

    // Before the next action date nothing is due.
    expect(await run('2026-03-16')).toMatchObject({ advanced: 0, held: 0, failures: [] });

    // March 17: all three take level 1, their letters in one batch of three letters, each with
    // its violation's values and sent for it.
    expect(await run('2026-03-17')).toMatchObject({ advanced: 3, held: 0, failures: [] });
    expect(await run('2026-03-17')).toMatchObject({ advanced: 0, held: 0 });
    const courtesy = await read<{ batch: number; subject: string; letters: number }>(
      sql`select b.item_id::int8 as batch, b.subject,
                 (select count(*)::int from message_batch_recipients r where r.item_id = b.item_id) as letters
            from message_batches b join items i on i.id = b.item_id
           where i.community_agent_id = ${w.communityId} order by b.item_id`,
    );
    expect(courtesy.map((b) => [b.subject, b.letters])).toEqual([
      ['Violations: Courtesy letter', 3],
    ]);
    const batch = courtesy[0]?.batch ?? 0;
    const given = await read<{ source: number; description: string; cure: string }>(
      sql`select source_item_id::int8 as source, source_merge_values->>'ViolationDescription' as description,
                 source_merge_values->>'CureDate' as cure
            from message_batch_recipients where item_id = ${batch} order by source_item_id`,
    );
    expect(given).toEqual([
      { source: first, description: 'Trash cans at the curb.', cure: '03/31/2026' },
      { source: second, description: 'Trash bags by the garage.', cure: '03/31/2026' },
      { source: painted, description: 'Peeling trim.', cure: '03/31/2026' },
    ]);
    expect(await levelOf(first)).toMatchObject({
      CurrentSequence: 1,
      NextActionDate: '2026-03-31',
    });

    // March 31: level 2 fines, but no notice has reached the owners: held, with the reason.
    expect(await run('2026-03-31')).toMatchObject({ advanced: 0, held: 3 });
    expect(await levelOf(first)).toMatchObject({
      CurrentSequence: 1,
      LadderHeldReason:
        'Level 2 posts a fine of $25.00: no notice of this violation has reached the owner yet.',
      LadderHeldOn: '2026-03-31',
    });

    // The letters are released; their deliveries name each violation; they reach the owners on
    // March 18 (the SMTP server accepts the emails, the print house mails the letters).
    ok(
      await w.call(contract.messageBatches.ReleaseMessageBatch, {
        body: { messageBatchItemId: batch },
      }),
    );
    const subjects = await read<{ subject: number }>(
      sql`select distinct subject_item_id::int8 as subject from deliveries
           where batch_item_id = ${batch} order by 1`,
    );
    expect(subjects.map((s) => s.subject)).toEqual([first, second, painted]);
    await h.database.withTenant(tenant, async (tx) => {
      await tx.execute(
        sql`update mail_outbox set sent_at = '2026-03-18T15:00:00Z'
             where id in (select mail_outbox_id from deliveries where batch_item_id = ${batch})`,
      );
      await tx.execute(
        sql`update print_orders set order_state = 'Mailed', order_state_at = '2026-03-18T15:00:00Z'
             where batch_item_id = ${batch}`,
      );
    });

    // Run again that day: TRASH's two take level 2 with their $25.00 fines; PAINT has no fine
    // accounts and stays held, saying so; the others are not held back by it.
    expect(await run('2026-03-31')).toMatchObject({ advanced: 2, held: 1, failures: [] });
    expect(await run('2026-03-31')).toMatchObject({ advanced: 0 });
    expect(await levelOf(first)).toMatchObject({
      CurrentSequence: 2,
      TotalFines: 2500,
      NextActionDate: '2026-04-30',
    });
    expect(await levelOf(painted)).toMatchObject({ CurrentSequence: 1, TotalFines: 0 });
    expect((await levelOf(painted)).LadderHeldReason).toMatch(/PAINT/);
    expect((await levelOf(first)).LadderHeldReason).toBeNull();

    // The second owner cures: resolved, it climbs no further.
    ok(await w.call(c.ResolveViolation, { body: { itemId: second } }));

    // April 30: the first takes level 3 and its $100.00 fine; then the ladder is done with it.
    expect(await run('2026-04-29')).toMatchObject({ advanced: 0 });
    expect(await run('2026-04-30')).toMatchObject({ advanced: 1, failures: [] });
    expect(await run('2026-04-30')).toMatchObject({ advanced: 0 });
    expect(await run('2026-06-01')).toMatchObject({ advanced: 0 });
    const top = await levelOf(first);
    expect(top).toMatchObject({ CurrentSequence: 3, TotalFines: 12_500, NextActionDate: null });
    const actions = ok(await w.call(c.GetCcrRecordViewPage, { query: { itemId: first } })).Actions;
    expect(actions.map((a) => [a.Sequence, a.TakenOn, a.Fine, a.TakenByName])).toEqual([
      [1, '2026-03-17', 0, null],
      [2, '2026-03-31', 2500, null],
      [3, '2026-04-30', 10_000, null],
    ]);

    // Worked out: owner 1 owes $25.00 + $100.00 = $125.00, owner 2 $25.00; receivables and fine
    // income hold $150.00; the trial balance balances; four fines were posted, no more.
    const [books] = await read<{
      owner1: number;
      owner2: number;
      receivable: number;
      income: number;
      debits: number;
      credits: number;
      fines: number;
    }>(
      sql`select (select coalesce(sum(balance_cents), 0)::int from owner_code_balances
                   where owner_agent_id = ${home1.ownerId}) as owner1,
                 (select coalesce(sum(balance_cents), 0)::int from owner_code_balances
                   where owner_agent_id = ${home2.ownerId}) as owner2,
                 (select sum(debit_cents - credit_cents)::int from gl_lines
                   where account_id = ${w.books.account.receivables}) as receivable,
                 (select sum(credit_cents - debit_cents)::int from gl_lines
                   where account_id = ${w.books.account.lateFeeIncome}) as income,
                 (select sum(debit_cents)::int from gl_lines) as debits,
                 (select sum(credit_cents)::int from gl_lines) as credits,
                 (select count(*)::int from items i where i.community_agent_id = ${w.communityId}
                     and i.txn_type_id = 45 and i.status_id = ${StatusId.Posted}) as fines`,
    );
    expect(books).toMatchObject({
      owner1: 12_500,
      owner2: 2500,
      receivable: 15_000,
      income: 15_000,
      fines: 3,
    });
    expect(books?.debits).toBe(books?.credits);

    // The fine letters: level 2's batch of two letters, level 3's of one.
    const fineBatches = await read<{ subject: string; letters: number; fine: string }>(
      sql`select b.subject, (select count(*)::int from message_batch_recipients r where r.item_id = b.item_id) as letters,
                 (select min(r.source_merge_values->>'FineAmount') from message_batch_recipients r where r.item_id = b.item_id) as fine
            from message_batches b join items i on i.id = b.item_id
           where i.community_agent_id = ${w.communityId} and b.item_id <> ${batch} order by b.item_id`,
    );
    expect(fineBatches).toEqual([
      { subject: 'Violations: Second notice', letters: 2, fine: '$25.00' },
      { subject: 'Trash cans visible: Final notice', letters: 1, fine: '$100.00' },
    ]);
  });
});
