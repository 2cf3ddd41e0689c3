import { describe, expect, it } from 'vitest';
import { contract, type ActionProcess, type SaveActionProcessInput } from '@hoa/contract';
import { items, queryRows, sql, violationRecords, type Database } from '@hoa/db';
import { fullGrant, addUser, createTestCompany } from '../../../test/factories';
import { signIn } from '../../../test/api';
import { insertHouseholds } from '../../../test/search-factories';
import { useApp } from '../../../test/app-harness';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { threeLevelProcess, violationsWorld } from '../../../test/violations-factories';
import { StatusId, TxnTypeId, type ClaimGrant } from '@hoa/domain';

const a = contract.ccrActions;
const codes = contract.codes;

const levelsOf = (process: ActionProcess) =>
  process.TemplateLevels.map((l) => [l.Sequence, l.LevelName, l.Days, l.AdminFee]);

/** The process as the screen sends it back: its levels with their ids. */
const edited = (process: ActionProcess): SaveActionProcessInput => ({
  ActionProcess: {
    ActionProcessId: process.ActionProcessId,
    ActionProcessName: process.ActionProcessName,
    CommunityAgentId: process.CommunityAgentId,
  },
  TemplateLevels: process.TemplateLevels.map(({ TemplateName: _name, ...level }) => level),
  ApplyToUntaken: false,
});

describe.each(testDatabases())('CCR action processes on $name', (testDb) => {
  const h = useApp(testDb);

  async function world() {
    const w = await violationsWorld(h);
    const letters = { courtesy: w.systemLetterId, fine: w.fineLetterId };
    const save = (body: SaveActionProcessInput, token = w.token) =>
      w.call(a.SaveActionProcess, { body }, token);
    return { ...w, letters, save };
  }

  it('saves three levels, reads them back, reorders and soft-deletes with Sequence renumbered', async () => {
    const w = await world();
    const saved = ok(await w.save(threeLevelProcess(w.communityId, w.letters)));
    expect(saved).toMatchObject({
      ActionProcessName: 'Standard CC&R',
      CommunityAgentId: w.communityId,
      ProcessTypeId: 10,
      IsDeleted: false,
      CodeCount: 0,
    });
    expect(levelsOf(saved)).toEqual([
      [1, 'Courtesy letter', 0, 0],
      [2, 'Second notice', 14, 2500],
      [3, 'Final notice', 30, 10_000],
    ]);
    expect(saved.TemplateLevels[1]).toMatchObject({
      TopsTemplateId: w.fineLetterId,
      TemplateName: 'Fine notice',
      NoticeDays: 10,
      IsHearingRequired: false,
    });
    expect(saved.TemplateLevels[2]?.IsHearingRequired).toBe(true);
    const id = saved.ActionProcessId;
    expect(ok(await w.call(a.GetActionProcess, { query: { actionProcessId: id } }))).toEqual(saved);
    expect(
      ok(await w.call(a.GetActionProcesses, { query: { communityAgentId: w.communityId } })),
    ).toEqual([expect.objectContaining({ ActionProcessId: id, LevelCount: 3, CodeCount: 0 })]);
    const graph = ok(
      await w.call(a.GetActionProcessesGraph, { query: { communityAgentId: w.communityId } }),
    );
    expect(graph.ActionProcesses).toEqual([saved]);
    expect(graph.LetterTemplates.map((t) => [t.Name, t.IsSystem])).toEqual([
      ['Default CCR Letter', true],
      ['Fine notice', false],
    ]);

    // Reorder: the final notice moves up to second place; the sent numbers are taken as order.
    const [first, second, third] = saved.TemplateLevels;
    const reordered = edited(saved);
    reordered.TemplateLevels = [
      { ...reordered.TemplateLevels[0], Sequence: 1 },
      { ...reordered.TemplateLevels[2], Sequence: 2 },
      { ...reordered.TemplateLevels[1], Sequence: 3 },
    ] as SaveActionProcessInput['TemplateLevels'];
    const moved = ok(await w.save(reordered));
    expect(moved.TemplateLevels.map((l) => [l.Sequence, l.TemplateLevelId])).toEqual([
      [1, first?.TemplateLevelId],
      [2, third?.TemplateLevelId],
      [3, second?.TemplateLevelId],
    ]);

    // Soft delete of the middle level: the rest renumber 1..2, the row stays.
    const deleting = edited(moved);
    deleting.TemplateLevels = deleting.TemplateLevels.map((l) =>
      l.TemplateLevelId === third?.TemplateLevelId ? { ...l, IsDeleted: true } : l,
    );
    const afterDelete = ok(await w.save(deleting));
    expect(levelsOf(afterDelete)).toEqual([
      [1, 'Courtesy letter', 0, 0],
      [2, 'Second notice', 14, 2500],
    ]);
    expect(await storedLevels(h.database, w.company.companyId, id)).toEqual([
      { sequence: 1, level_name: 'Courtesy letter', is_deleted: false },
      { sequence: 2, level_name: 'Final notice', is_deleted: true },
      { sequence: 2, level_name: 'Second notice', is_deleted: false },
    ]);
    // A level left out of the payload is soft-deleted too; a new one is added at the end.
    const replaced = edited(afterDelete);
    replaced.ActionProcess.ActionProcessName = 'Standard CC&R (2026)';
    replaced.TemplateLevels = [
      replaced.TemplateLevels[0],
      { Sequence: 9, LevelName: 'Hearing notice', Days: 7, AdminFee: 5000 },
    ] as SaveActionProcessInput['TemplateLevels'];
    const renamed = ok(await w.save({ ...replaced, ApplyToUntaken: true }));
    expect(renamed.ActionProcessName).toBe('Standard CC&R (2026)');
    expect(levelsOf(renamed)).toEqual([
      [1, 'Courtesy letter', 0, 0],
      [2, 'Hearing notice', 7, 5000],
    ]);
    expect(renamed.TemplateLevels[1]?.TopsTemplateId).toBe(null);
  });

  it('refuses what the spec refuses, with its message, and writes nothing', async () => {
    const w = await world();
    const process = threeLevelProcess(w.communityId, w.letters);
    const refused = async (body: SaveActionProcessInput) => {
      const result = await w.save(body);
      return [result.status, result.errorCode, result.errorMessage];
    };
    const notSaved = (reason: string) => [
      400,
      'ActionProcessNotSaved',
      `Action Process was not saved. ${reason}`,
    ];
    expect(
      await refused({
        ...process,
        ActionProcess: { ...process.ActionProcess, ActionProcessName: ' ' },
      }),
    ).toEqual(notSaved('Action Process Name is required.'));
    expect(await refused({ ...process, TemplateLevels: [] })).toEqual(
      notSaved('At least one level is required.'),
    );
    const levels = process.TemplateLevels;
    const withLevel = (i: number, change: object) => ({
      ...process,
      TemplateLevels: levels.map((l, j) => (j === i ? { ...l, ...change } : l)),
    });
    expect(await refused(withLevel(1, { LevelName: '' }))).toEqual(
      notSaved('Level 2: Level Name is required.'),
    );
    expect(await refused(withLevel(2, { Days: -1 }))).toEqual(
      notSaved('Level 3: Days must be 0 or more.'),
    );
    expect(await refused(withLevel(1, { AdminFee: -2500 }))).toEqual(
      notSaved('Level 2: Admin Fee must be 0 or more.'),
    );
    // A letter that is not a CCR_Letter, or one the community does not use, is refused.
    const plainLetter = ok(
      await w.call(contract.templates.GetAllTemplates, {
        query: { isSystem: 'true', topsTemplateTypeId: 1 },
      }),
    ).Templates[0]?.TopsTemplateId;
    expect(await refused(withLevel(0, { TopsTemplateId: plainLetter }))).toEqual([
      400,
      'ActionProcessTemplateNotUsable',
      'Level 1: the letter template must be a CCR_Letter template the community uses.',
    ]);
    const elsewhere = threeLevelProcess(w.otherCommunityId, w.letters);
    expect((await refused(elsewhere))[1]).toBe('ActionProcessTemplateNotUsable');
    // Several at once: one refused refuses all.
    const both = await w.call(a.SaveActionProcesses, {
      body: { ActionProcesses: [process, withLevel(0, { LevelName: '' })] },
    });
    expect([both.status, both.errorCode, both.errorMessage]).toEqual(
      notSaved('Level 1: Level Name is required.'),
    );
    for (const community of [w.communityId, w.otherCommunityId])
      expect(
        ok(await w.call(a.GetActionProcesses, { query: { communityAgentId: community } })),
      ).toEqual([]);
    const many = ok(
      await w.call(a.SaveActionProcesses, {
        body: {
          ActionProcesses: [process, threeLevelProcess(w.communityId, w.letters, 'Architectural')],
        },
      }),
    );
    expect(many.map((p) => p.ActionProcessName)).toEqual(['Standard CC&R', 'Architectural']);
    // A level of another process cannot be moved into this one.
    const [one, two] = many;
    const stolen = edited(one);
    stolen.TemplateLevels = [
      ...stolen.TemplateLevels,
      { ...edited(two).TemplateLevels[0], Sequence: 4 },
    ] as SaveActionProcessInput['TemplateLevels'];
    expect((await refused(stolen))[1]).toBe('ActionProcessLevelNotOfProcess');
  });

  it('lists CCR codes with their covenant text, assigns them, and deletes through a reassign', async () => {
    const w = await world();
    const index = ok(await w.call(codes.Index, { query: { cmtyAgentId: w.communityId } }));
    expect(index.map((c) => [c.CodeAlias, c.CodeDetailDescription, c.ActionProcessId])).toEqual([
      ['LAWN', 'Article VIII, Section 1', null],
      ['PAINT', 'Article IX, Section 2', null],
      ['TRASH', 'Article VII, Section 3', null],
    ]);
    expect(index[2]?.CodeActionNeeded).toBe('Store trash cans out of view.');
    // An edit that does not send the texts keeps them.
    const trash = w.codeIds.TRASH ?? 0;
    ok(
      await w.call(codes.SaveCodeGraph, {
        body: {
          communityAgentId: w.communityId,
          code: { TopsCodeId: trash, TopsCodeTypeId: 7, CodeAlias: 'TRASH', CodeName: 'Trash' },
        },
      }),
    );
    const standard = ok(await w.save(threeLevelProcess(w.communityId, w.letters)));
    const spare = ok(await w.save(threeLevelProcess(w.communityId, w.letters, 'Spare')));
    const assign = (processId: number, codeIds: number[]) =>
      w.call(a.AssignActionProcessToCodes, {
        body: { ActionProcessId: processId, TopsCodeIds: codeIds },
      });
    ok(await assign(standard.ActionProcessId, [trash, w.codeIds.LAWN ?? 0]));
    ok(await assign(spare.ActionProcessId, [w.codeIds.PAINT ?? 0]));
    const byProcess = ok(
      await w.call(codes.GetCodesByActionProcess, {
        query: { actionProcessId: standard.ActionProcessId },
      }),
    );
    expect(byProcess.map((c) => [c.CodeAlias, c.CodeName, c.CodeDetailDescription])).toEqual([
      ['LAWN', 'Lawn not maintained', 'Article VIII, Section 1'],
      ['TRASH', 'Trash', 'Article VII, Section 3'],
    ]);
    // Only CCR codes of the process's community.
    const assessment = await assign(standard.ActionProcessId, [trash, 999_999_999]);
    expect([assessment.status, assessment.errorMessage]).toEqual([
      400,
      'Only CCR codes of the action process’s community can be assigned to it.',
    ]);
    expect(
      ok(
        await w.call(a.HasActionProcessUntakenActions, {
          query: { actionProcessId: standard.ActionProcessId },
        }),
      ),
    ).toEqual({ HasUntakenActions: false });
    await openViolation(
      h.database,
      w.company.companyId,
      w.communityId,
      trash,
      standard.ActionProcessId,
    );
    expect(
      ok(
        await w.call(a.HasActionProcessUntakenActions, {
          query: { actionProcessId: standard.ActionProcessId },
        }),
      ).HasUntakenActions,
    ).toBe(true);

    // Used by two codes: refused with what to do.
    const del = (body: { ActionProcessId: number; ReassignToActionProcessId?: number }) =>
      w.call(a.DeleteActionProcess, { body });
    const used = await del({ ActionProcessId: standard.ActionProcessId });
    expect([used.status, used.errorCode, used.errorMessage]).toEqual([
      409,
      'ActionProcessInUse',
      'This action process is assigned to 2 CCR codes. Reassign the codes to another action ' +
        'process, then delete it.',
    ]);
    const self = await del({
      ActionProcessId: standard.ActionProcessId,
      ReassignToActionProcessId: standard.ActionProcessId,
    });
    expect(self.errorCode).toBe('ActionProcessReassignToItself');
    expect(
      ok(
        await del({
          ActionProcessId: standard.ActionProcessId,
          ReassignToActionProcessId: spare.ActionProcessId,
        }),
      ),
    ).toEqual({ ActionProcessId: standard.ActionProcessId, ReassignedCodeCount: 2 });
    const after = ok(await w.call(codes.Index, { query: { cmtyAgentId: w.communityId } }));
    expect(after.map((c) => [c.CodeAlias, c.ActionProcessName])).toEqual([
      ['LAWN', 'Spare'],
      ['PAINT', 'Spare'],
      ['TRASH', 'Spare'],
    ]);
    expect(
      (await w.call(a.GetActionProcess, { query: { actionProcessId: standard.ActionProcessId } }))
        .status,
    ).toBe(404);
    expect(
      ok(await w.call(a.GetActionProcesses, { query: { communityAgentId: w.communityId } })).map(
        (p) => [p.ActionProcessName, p.CodeCount],
      ),
    ).toEqual([['Spare', 3]]);
    // Unassigning every code, the process goes without a reassign.
    ok(await assign(spare.ActionProcessId, []));
    expect(ok(await del({ ActionProcessId: spare.ActionProcessId })).ReassignedCodeCount).toBe(0);
  });

  it('copies a process to other communities, keeping only the letters they may send', async () => {
    const w = await world();
    const source = ok(await w.save(threeLevelProcess(w.communityId, w.letters)));
    const copy = (ids: number[]) =>
      w.call(a.CopyActionProcess, {
        body: { ActionProcessId: source.ActionProcessId, CommunityAgentIds: ids },
      });
    const [copied] = ok(await copy([w.otherCommunityId]));
    expect(copied).toMatchObject({ ActionProcessName: 'Standard CC&R', CodeCount: 0 });
    expect(copied?.CommunityAgentId).toBe(w.otherCommunityId);
    expect(copied?.ActionProcessId).not.toBe(source.ActionProcessId);
    expect(levelsOf(copied)).toEqual(levelsOf(source));
    // The system letter is kept; the company letter linked to the first community only is not.
    expect(copied?.TemplateLevels.map((l) => l.TopsTemplateId)).toEqual([
      w.systemLetterId,
      null,
      null,
    ]);
    expect(copied?.TemplateLevels[2]).toMatchObject({ NoticeDays: 14, IsHearingRequired: true });
    expect((await copy([w.communityId])).errorCode).toBe('ActionProcessNoTargetCommunity');
    const stranger = await createTestCompany(h.database, { communities: 1 });
    expect((await copy([stranger.communityIds[0] ?? 0])).status).toBe(404);
  });

  it('answers the access check, refuses without the claim, and hides another company’s process', async () => {
    const w = await world();
    const saved = ok(await w.save(threeLevelProcess(w.communityId, w.letters)));
    const id = saved.ActionProcessId;
    const user = async (grants: ClaimGrant[]) =>
      signIn(
        h.app,
        (await addUser(h.database, w.company.companyId, { communityIds: [w.communityId], grants }))
          .userName,
      );
    const reader = await user([
      { ...fullGrant('ccrviolations'), CanCreate: false, CanUpdate: false, CanDelete: false },
    ]);
    const editor = await user([
      { ...fullGrant('ccrviolations'), CanCreate: false, CanDelete: false },
    ]);
    const outsider = await user([fullGrant('glaccounts')]);
    const check = (
      action: 'Add' | 'Edit' | 'Assign' | 'Delete' | 'Copy',
      token: string,
      community?: number,
    ) =>
      w.call(
        a.CheckUserAccess,
        {
          query: { actionToPerform: action, ...(community ? { communityAgentId: community } : {}) },
        },
        token,
      );
    expect(ok(await check('Edit', w.token, w.communityId))).toEqual({
      HasAccess: true,
      Message: null,
    });
    expect(ok(await check('Edit', reader))).toEqual({
      HasAccess: false,
      Message: 'You are not authorized to edit action processes.',
    });
    expect(ok(await check('Assign', editor))).toEqual({ HasAccess: true, Message: null });
    expect(ok(await check('Delete', editor)).Message).toBe(
      'You are not authorized to delete action processes.',
    );
    expect(ok(await check('Edit', editor, w.otherCommunityId))).toEqual({
      HasAccess: false,
      Message: 'This community is not on your community list.',
    });
    // Without the claim the check itself fails: the screen says 'Permissions cannot be verified.'
    expect((await check('Edit', outsider)).status).toBe(403);

    const body = edited(saved);
    expect((await w.save(body, reader)).status).toBe(403);
    expect((await w.save(threeLevelProcess(w.communityId, w.letters), editor)).status).toBe(403);
    expect((await w.save(body, editor)).status).toBe(200);
    expect(
      (await w.call(a.DeleteActionProcess, { body: { ActionProcessId: id } }, editor)).status,
    ).toBe(403);
    expect(
      (
        await w.call(
          a.AssignActionProcessToCodes,
          { body: { ActionProcessId: id, TopsCodeIds: [] } },
          reader,
        )
      ).status,
    ).toBe(403);
    expect(
      (await w.call(a.GetActionProcess, { query: { actionProcessId: id } }, outsider)).status,
    ).toBe(403);
    // A CCR code is the violations area's: glaccounts alone does not make one.
    const ccrCode = {
      communityAgentId: w.communityId,
      code: { TopsCodeTypeId: 7, CodeAlias: 'PETS', CodeName: 'Pets off leash' },
    };
    expect((await w.call(codes.SaveCodeGraph, { body: ccrCode }, outsider)).status).toBe(403);

    // Another company sees none of it.
    const other = await violationsWorld(h);
    for (const result of [
      await other.call(a.GetActionProcess, { query: { actionProcessId: id } }),
      await other.call(codes.GetCodesByActionProcess, { query: { actionProcessId: id } }),
      await other.call(a.HasActionProcessUntakenActions, { query: { actionProcessId: id } }),
      await other.call(a.SaveActionProcess, {
        body: {
          ...body,
          ActionProcess: { ...body.ActionProcess, CommunityAgentId: other.communityId },
        },
      }),
      await other.call(a.AssignActionProcessToCodes, {
        body: { ActionProcessId: id, TopsCodeIds: [] },
      }),
      await other.call(a.DeleteActionProcess, { body: { ActionProcessId: id } }),
      await other.call(a.CopyActionProcess, {
        body: { ActionProcessId: id, CommunityAgentIds: [other.communityId] },
      }),
      await other.call(a.GetActionProcesses, { query: { communityAgentId: w.communityId } }),
    ])
      expect(result.status).toBe(404);
  });
});

async function storedLevels(database: Database, companyId: number, processId: number) {
  return database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ sequence: number; level_name: string; is_deleted: boolean }>(
      tx,
      sql`select sequence, level_name, is_deleted from action_process_levels
           where action_process_id = ${processId} order by sequence, level_name`,
    ),
  );
}

/** An open CCR record (type 37) of a code, as the violations area will write one. */
async function openViolation(
  database: Database,
  companyId: number,
  communityId: number,
  codeId: number,
  actionProcessId: number,
): Promise<void> {
  const [home] = await insertHouseholds(database, companyId, communityId, [
    {
      accountNumber: 'V-1',
      streetNumber: '1',
      streetName: 'Elm Street',
      people: [{ firstName: 'Ada', lastName: 'Lee' }],
    },
  ]);
  await database.withTenant({ companyId, userId: null }, async (tx) => {
    const [item] = await tx
      .insert(items)
      .values({
        companyId,
        communityAgentId: communityId,
        txnTypeId: TxnTypeId.CcrRecord,
        statusId: StatusId.Open,
        eventDate: '2026-03-01',
      })
      .returning({ id: items.id });
    await tx.insert(violationRecords).values({
      itemId: item?.id ?? 0,
      companyId,
      propertyAgentId: home?.propertyId ?? 0,
      ownerAgentId: home?.personIds[0] ?? 0,
      codeId,
      actionProcessId,
      observedOn: '2026-03-01',
    });
  });
}
