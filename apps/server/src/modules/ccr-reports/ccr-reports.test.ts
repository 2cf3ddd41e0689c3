import { describe, expect, it } from 'vitest';
import { contract, type ReportDataJson } from '@hoa/contract';
import {
  chargeAssignments,
  codes,
  queryRows,
  sql,
  violationActions,
  violationRecords,
  eq,
} from '@hoa/db';
import { addDays, CodeTypeId, localDay, type ClaimGrant } from '@hoa/domain';
import { signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { setUpReceivables } from '../../../test/receivable-factories';
import { fetchFile, reportPdfText as pdfText, sheetValues } from '../../../test/reports-factories';
import { threeLevelProcess, violationsWorld } from '../../../test/violations-factories';

const R = contract.ccrReports;
const C = contract.ccr;

/** The rows as [property, code, observed, state, level, next, last letter, fines] or totals. */
const table = (data: ReportDataJson) =>
  data.rows.map((r) =>
    r.style === undefined
      ? [
          r.cells.property,
          r.cells.code,
          r.cells.observed,
          r.cells.state,
          r.cells.level,
          r.cells.nextAction,
          r.cells.lastLetter,
          r.cells.fines,
        ]
      : [r.style, r.cells.property, r.cells.owner, r.cells.fines ?? null],
  );

describe.each(testDatabases())('violation reports on $name', (testDb) => {
  const h = useApp(testDb);

  /**
   * The violations world with four homes in the first community (100, 101, 102 Oak Street and
   * 200 Elm Street) and one in the second (100 Oak Street); TRASH follows the process in
   * the first, the second has a TRASH code of its own.
   */
  async function world() {
    const w = await violationsWorld(h);
    const companyId = w.company.companyId;
    const home = (n: number, street: string, i: number) => ({
      accountNumber: `A-00${i}`,
      streetNumber: String(n),
      streetName: street,
      people: [{ firstName: `Owner${i}`, lastName: `Home00${i}` }],
    });
    const books = await setUpReceivables(h.database, companyId, w.communityId, [
      home(100, 'Oak Street', 1),
      home(101, 'Oak Street', 2),
      home(102, 'Oak Street', 3),
      home(200, 'Elm Street', 4),
    ]);
    const other = await setUpReceivables(h.database, companyId, w.otherCommunityId, 1);
    const trash = w.codeIds.TRASH ?? 0;
    const process = threeLevelProcess(w.communityId, {
      courtesy: w.systemLetterId,
      fine: w.fineLetterId,
    });
    const saved = ok(await w.call(contract.ccrActions.SaveActionProcess, { body: process }));
    ok(
      await w.call(contract.ccrActions.AssignActionProcessToCodes, {
        body: { ActionProcessId: saved.ActionProcessId, TopsCodeIds: [trash] },
      }),
    );
    const otherTrash = ok(
      await w.call(contract.codes.SaveCodeGraph, {
        body: {
          communityAgentId: w.otherCommunityId,
          code: { TopsCodeTypeId: CodeTypeId.CcrCode, CodeAlias: 'TRASH', CodeName: 'Trash' },
        },
      }),
    ).TopsCodeId;
    const homes = books.homes.map((x) => x.propertyId);
    const add = async (
      community: number,
      property: number,
      code: number,
      observed: string,
      description: string,
    ) =>
      ok(
        await w.call(C.AddCcrRecord, {
          body: {
            CommunityAgentId: community,
            PropertyAgentId: property,
            TopsCodeId: code,
            Description: description,
            ObservedDate: observed,
            NextActionDate: addDays(observed, 15),
          },
        }),
      ).Record.TopsItemId;
    /** A fine of the level taken on the day, written as the advance writes it. */
    const fine = async (itemId: number, sequence: number, day: string, cents: number) => {
      const view = ok(await w.call(C.GetCcrRecordViewPage, { query: { itemId } }));
      const level = view.Levels.find((l) => l.Sequence === sequence);
      await h.database.withTenant({ companyId, userId: null }, async (tx) => {
        await tx.insert(violationActions).values({
          companyId,
          itemId,
          levelId: level?.TemplateLevelId ?? 0,
          sequence,
          levelName: level?.LevelName ?? '',
          takenOn: day,
          fineCents: cents,
        });
        await tx
          .update(violationRecords)
          .set({ currentSequence: sequence, nextActionOn: addDays(day, 30) })
          .where(eq(violationRecords.itemId, itemId));
      });
    };
    return {
      ...w,
      homes,
      otherHome: other.homes[0]?.propertyId ?? 0,
      trash,
      otherTrash,
      add,
      fine,
    };
  }

  /**
   * Three violations in the first community: 100 Oak (TRASH, 03/02, its courtesy letter sent on
   * 03/02 and a fine of $25.01 on 03/20, Open), 101 Oak (LAWN, 03/05, Resolved) and 200 Elm
   * (TRASH, 04/10, a fine of $74.50, Closed); one in the second (TRASH, 03/10, Open).
   */
  async function reported() {
    const w = await world();
    const [oak100 = 0, oak101 = 0, , elm200 = 0] = w.homes;
    const one = await w.add(w.communityId, oak100, w.trash, '2026-03-02', 'Cans at the curb.');
    ok(
      await w.call(C.ProcessCcrAction, {
        body: { ccrActionId: one, communityAgentId: w.communityId, postDate: '2026-03-02' },
      }),
    );
    await w.fine(one, 2, '2026-03-20', 2501);
    const two = await w.add(
      w.communityId,
      oak101,
      w.codeIds.LAWN ?? 0,
      '2026-03-05',
      'Tall grass.',
    );
    ok(await w.call(C.ResolveViolation, { body: { itemId: two } }));
    const three = await w.add(w.communityId, elm200, w.trash, '2026-04-10', 'Bags in the drive.');
    await w.fine(three, 2, '2026-04-30', 7450);
    ok(await w.call(C.CloseCcrRecordViaTopsItemId, { body: { TopsItemId: three } }));
    await w.add(w.otherCommunityId, w.otherHome, w.otherTrash, '2026-03-10', 'Can in the street.');
    return w;
  }

  it('lists a community’s violations with their level, dates and fines, counted by state to the cent', async () => {
    const w = await reported();
    const res = await w.call(R.CCR, { query: { communityAgentId: w.communityId } });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('CCR Violations');
    expect(res.body.subtitle.slice(-2)).toEqual([
      'All violations, all codes',
      'All observed dates',
    ]);
    expect(table(res.body)).toEqual([
      [
        '100 Oak Street',
        'TRASH',
        '2026-03-02',
        'Open',
        'Second notice',
        '2026-04-19',
        '2026-03-02',
        2501,
      ],
      ['101 Oak Street', 'LAWN', '2026-03-05', 'Resolved', '', '2026-03-20', null, 0],
      [
        '200 Elm Street',
        'TRASH',
        '2026-04-10',
        'Closed',
        'Second notice',
        '2026-05-30',
        null,
        7450,
      ],
      ['total', 'Total', '3 violations', 2501 + 7450],
      ['total', 'Open', 1, null],
      ['total', 'Resolved', 1, null],
      ['total', 'Closed', 1, null],
    ]);
    expect(res.body.rows[0]?.cells.owner).toBe('Owner1 Home001');
    expect(res.body.rows[0]?.cells.description).toBe('Cans at the curb.');

    // Filters: a state, a code, an observed range.
    const rowsOf = async (query: Record<string, string | number>) =>
      table(
        ok(await w.call(R.CCR, { query: { communityAgentId: w.communityId, ...query } })),
      ).filter((r) => r.length === 8);
    expect((await rowsOf({ state: 'Open' })).map((r) => r[0])).toEqual(['100 Oak Street']);
    expect((await rowsOf({ topsCodeId: w.trash })).map((r) => r[0])).toEqual([
      '100 Oak Street',
      '200 Elm Street',
    ]);
    expect(
      (await rowsOf({ startDate: '2026-03-03', endDate: '2026-04-10' })).map((r) => r[0]),
    ).toEqual(['101 Oak Street', '200 Elm Street']);
    const closed = ok(
      await w.call(R.CCR, {
        query: { communityAgentId: w.communityId, state: 'Closed', topsCodeId: w.trash },
      }),
    );
    expect(closed.subtitle.slice(-2)).toEqual([
      'Closed violations, code TRASH',
      'All observed dates',
    ]);
    expect(table(closed).slice(-4)).toEqual([
      ['total', 'Total', '1 violation', 7450],
      ['total', 'Open', 0, null],
      ['total', 'Resolved', 0, null],
      ['total', 'Closed', 1, null],
    ]);
    const upsideDown = await w.call(R.CCR, {
      query: { communityAgentId: w.communityId, startDate: '2026-05-01', endDate: '2026-04-01' },
    });
    expect([upsideDown.status, upsideDown.errorMessage]).toEqual([
      400,
      'The start date must be on or before the end date.',
    ]);
    // A code of the other community is not this community's.
    expect(
      (
        await w.call(R.CCR, {
          query: { communityAgentId: w.communityId, topsCodeId: w.otherTrash },
        })
      ).status,
    ).toBe(404);
  });

  it('renders the CCR report as PDF and Excel', async () => {
    const w = await reported();
    const query = { communityAgentId: w.communityId };
    const pdf = await fetchFile(h.app, R.CCR, { ...query, format: 0 }, w.token);
    expect([pdf.status, pdf.contentType]).toEqual([200, 'application/pdf']);
    const text = pdfText(pdf.body);
    expect(text).toContain('CCR Violations');
    expect(text).toMatch(/100 Oak Street\s+Owner1 Home001\s+TRASH\s+Cans at the curb\./);
    expect(text).toMatch(
      /03\/02\/2026\s+Open\s+Second notice\s+04\/19\/2026\s+03\/02\/2026\s+\$25\.01/,
    );
    expect(text).toMatch(/Total\s+3 violations\s+\$99\.51/);
    const xlsx = await fetchFile(h.app, R.CCR, { ...query, format: 2 }, w.token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const values = await sheetValues(xlsx.body);
    expect(values).toContain('Cans at the curb.');
    expect(values).toContain(25.01);
    expect(values).toContain(74.5);
    expect(values).toContain(99.51);
  });

  it('reports the chosen communities, or all the caller’s with null, by community with subtotals', async () => {
    const w = await reported();
    const all = ok(await w.call(R.GlobalCCR, { body: { agentIds: null } }));
    expect(all.title).toBe('Global CCR Violations');
    expect(all.subtitle[1]).toBe('All communities');
    const t = table(all);
    const sections = t.filter((r) => r[0] === 'section').map((r) => r[1]);
    expect(sections).toHaveLength(2);
    const subtotals = t.filter((r) => r[0] === 'subtotal' && String(r[1]).startsWith('Total'));
    // Communities by name: the first community's three, then the second's one.
    expect(subtotals.map((r) => [r[1], r[2], r[3]])).toEqual([
      [`Total ${String(sections[0])}`, '3 violations', 9951],
      [`Total ${String(sections[1])}`, '1 violation', 0],
    ]);
    expect(t.slice(-4)).toEqual([
      ['total', 'Total', '4 violations', 9951],
      ['total', 'Open', 2, null],
      ['total', 'Resolved', 1, null],
      ['total', 'Closed', 1, null],
    ]);

    const second = ok(
      await w.call(R.GlobalCCR, { body: { agentIds: [w.otherCommunityId], state: 'Open' } }),
    );
    expect(second.subtitle[1]).toBe('1 community');
    expect(table(second).filter((r) => r.length === 8)).toEqual([
      ['100 Oak Street', 'TRASH', '2026-03-10', 'Open', '', '2026-03-25', null, 0],
    ]);
    const trash = ok(
      await w.call(R.GlobalCCR, {
        body: { agentIds: [w.communityId, w.otherCommunityId], codeAlias: 'trash' },
      }),
    );
    expect(table(trash).filter((r) => r.length === 8)).toHaveLength(3);

    // The file: the body carries the format.
    const file = await h.app.inject({
      method: 'POST',
      url: R.GlobalCCR.path,
      headers: { authorization: `Bearer ${w.token}` },
      payload: { agentIds: null, format: 0 },
    });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Global CCR Violations');
    expect(text).toMatch(/Total\s+4 violations\s+\$99\.51/);
  });

  it('needs ccrviolations read and the community: 403 without the claim or off the list, 404 for another company’s', async () => {
    const w = await reported();
    const user = async (grants: ClaimGrant[], communityIds = [w.communityId]) =>
      signIn(
        h.app,
        (await addUser(h.database, w.company.companyId, { communityIds, grants })).userName,
      );
    const noClaim = await user([fullGrant('owner')]);
    const consistency = {
      communityAgentId: w.communityId,
      topsCodeId: w.trash,
      streetName: 'Oak Street',
    };
    for (const result of [
      await w.call(R.CCR, { query: { communityAgentId: w.communityId } }, noClaim),
      await w.call(R.GlobalCCR, { body: { agentIds: null } }, noClaim),
      await w.call(R.GetCcrConsistency, { query: consistency }, noClaim),
      await w.call(
        R.GetCcrConsistencyOptions,
        { query: { communityAgentId: w.communityId } },
        noClaim,
      ),
    ])
      expect(result.status).toBe(403);

    // A reader of the first community only: null means that one; the second is refused.
    const reader = await user([
      { ...fullGrant('ccrviolations'), CanCreate: false, CanUpdate: false, CanDelete: false },
    ]);
    const mine = ok(await w.call(R.GlobalCCR, { body: { agentIds: null } }, reader));
    expect(table(mine).filter((r) => r[0] === 'section')).toHaveLength(1);
    expect(table(mine).at(-4)).toEqual(['total', 'Total', '3 violations', 9951]);
    const offList = await w.call(R.GlobalCCR, { body: { agentIds: [w.otherCommunityId] } }, reader);
    expect([offList.status, offList.errorCode]).toEqual([403, 'CommunityNotOnList']);
    expect(
      (await w.call(R.CCR, { query: { communityAgentId: w.otherCommunityId } }, reader)).status,
    ).toBe(403);

    const stranger = await createTestCompany(h.database, { communities: 1 });
    const theirs = stranger.communityIds[0] ?? 0;
    for (const result of [
      await w.call(R.CCR, { query: { communityAgentId: theirs } }),
      await w.call(R.GlobalCCR, { body: { agentIds: [w.communityId, theirs] } }),
      await w.call(R.GetCcrConsistency, { query: { ...consistency, communityAgentId: theirs } }),
      await w.call(R.GetCcrConsistencyOptions, { query: { communityAgentId: theirs } }),
    ])
      expect(result.status).toBe(404);
    const bad = await w.call(R.GlobalCCR, {
      body: { agentIds: [w.communityId], extra: 1 } as never,
    });
    expect(bad.status).toBe(400);
  });

  it('splits a street’s or a section’s properties into cited for the code in the last N days and not cited', async () => {
    const w = await world();
    const [oak100 = 0, oak101 = 0, oak102 = 0, elm200 = 0] = w.homes;
    const today = localDay(new Date());
    const recent = await w.add(w.communityId, oak102, w.trash, addDays(today, -3), 'Cans out.');
    const older = await w.add(w.communityId, oak102, w.trash, addDays(today, -40), 'Cans out.');
    ok(await w.call(C.ResolveViolation, { body: { itemId: older } }));
    // Another code on the same street and the code on another street: neither counts for Oak.
    await w.add(w.communityId, oak101, w.codeIds.LAWN ?? 0, addDays(today, -1), 'Tall grass.');
    const elm = await w.add(w.communityId, elm200, w.trash, addDays(today, -2), 'Bags out.');

    const options = ok(
      await w.call(R.GetCcrConsistencyOptions, { query: { communityAgentId: w.communityId } }),
    );
    expect(options.StreetNames).toEqual(['Elm Street', 'Oak Street']);

    const view = async (query: Record<string, string | number>) =>
      ok(
        await w.call(R.GetCcrConsistency, {
          query: { communityAgentId: w.communityId, topsCodeId: w.trash, ...query },
        }),
      );
    const month = await view({ streetName: 'oak street', days: 30 });
    expect([month.From, month.To, month.CodeAlias]).toEqual([addDays(today, -29), today, 'TRASH']);
    expect(month.Cited.map((p) => [p.PropertyAgentId, p.PropertyName, p.Citations])).toEqual([
      [
        oak102,
        '102 Oak Street',
        [{ TopsItemId: recent, ObservedDate: addDays(today, -3), State: 'Open' }],
      ],
    ]);
    expect(month.NotCited.map((p) => [p.PropertyAgentId, p.OwnerName])).toEqual([
      [oak100, 'Owner1 Home001'],
      [oak101, 'Owner2 Home002'],
    ]);
    const twoMonths = await view({ streetName: 'Oak Street', days: 60 });
    expect(twoMonths.Cited[0]?.Citations.map((c) => [c.TopsItemId, c.State])).toEqual([
      [recent, 'Open'],
      [older, 'Resolved'],
    ]);

    // A section: the properties assigned its code.
    const companyId = w.company.companyId;
    const sectionId = await h.database.withTenant({ companyId, userId: null }, async (tx) => {
      const [section] = await tx
        .insert(codes)
        .values({
          companyId,
          communityAgentId: w.communityId,
          codeTypeId: CodeTypeId.Section,
          codeAlias: 'NORTH',
          codeName: 'North section',
        })
        .returning({ id: codes.id });
      const id = section?.id ?? 0;
      await tx.insert(chargeAssignments).values(
        [oak100, elm200].map((agentId) => ({
          companyId,
          communityAgentId: w.communityId,
          agentId,
          codeId: id,
        })),
      );
      return id;
    });
    const section = await view({ sectionId, days: 30 });
    expect(
      section.Cited.map((p) => [p.PropertyAgentId, p.Citations.map((c) => c.TopsItemId)]),
    ).toEqual([[elm200, [elm]]]);
    expect(section.NotCited.map((p) => p.PropertyAgentId)).toEqual([oak100]);
    expect(
      ok(await w.call(R.GetCcrConsistencyOptions, { query: { communityAgentId: w.communityId } }))
        .Sections,
    ).toEqual([{ CodeID: sectionId, CodeAlias: 'NORTH', CodeName: 'North section' }]);

    // Neither a street nor a section, or both; a section code that is not one.
    for (const query of [{}, { streetName: 'Oak Street', sectionId }]) {
      const refused = await w.call(R.GetCcrConsistency, {
        query: { communityAgentId: w.communityId, topsCodeId: w.trash, ...query },
      });
      expect([refused.status, refused.errorMessage]).toEqual([
        400,
        'Choose a street or a section.',
      ]);
    }
    const notSection = await w.call(R.GetCcrConsistency, {
      query: { communityAgentId: w.communityId, topsCodeId: w.trash, sectionId: w.trash },
    });
    expect([notSection.status, notSection.errorMessage]).toEqual([
      400,
      'The section is not a section of this community.',
    ]);
    const [count] = await h.database.withTenant({ companyId, userId: null }, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from violation_records where company_id = ${companyId}`,
      ),
    );
    expect(count?.n).toBe(4);
  });
});
