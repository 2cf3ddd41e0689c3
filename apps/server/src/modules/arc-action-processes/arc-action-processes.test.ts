import { describe, expect, it } from 'vitest';
import { contract, type SaveArcActionProcessGraphInput } from '@hoa/contract';
import { fullGrant } from '../../../test/factories';
import { useApp } from '../../../test/app-harness';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { architecturalWorld } from '../../../test/architectural-factories';
import { threeLevelProcess, violationsWorld } from '../../../test/violations-factories';

const a = contract.arcActionProcesses;

/** Review and decision: two levels, each sending an ARC letter. */
const twoLevels = (
  communityId: number,
  letters: [number, number],
  more: Partial<SaveArcActionProcessGraphInput> = {},
): SaveArcActionProcessGraphInput => ({
  ActionProcess: { ActionProcessName: 'Standard review', CommunityAgentId: communityId },
  TemplateLevels: [
    { Sequence: 1, LevelName: 'Received', Days: 0, AdminFee: 0, TopsTemplateId: letters[0] },
    { Sequence: 2, LevelName: 'Decision', Days: 30, AdminFee: 0, TopsTemplateId: letters[1] },
  ],
  ...more,
});

describe.each(testDatabases())('ARC action processes on $name', (testDb) => {
  const h = useApp(testDb);

  it('saves two levels with ARC letters and codes, reads the graph, and refuses removal while used', async () => {
    const w = await architecturalWorld(h);
    const letters: [number, number] = [w.systemLetterId, w.approvalLetterId];
    const { FENCE = 0, PAINT = 0 } = w.codeIds;
    const saved = ok(
      await w.call(a.SaveArcActionProcessGraph, {
        body: twoLevels(w.communityId, letters, { TopsCodeIds: [FENCE] }),
      }),
    );
    expect(saved.ActionProcess).toMatchObject({
      ActionProcessName: 'Standard review',
      ProcessTypeId: 13,
      CodeCount: 1,
    });
    expect(
      saved.ActionProcess.TemplateLevels.map((l) => [l.Sequence, l.LevelName, l.TemplateName]),
    ).toEqual([
      [1, 'Received', 'Default ARC Letter'],
      [2, 'Decision', 'ARC approval'],
    ]);
    expect(saved.ArcCodes.map((c) => c.CodeAlias)).toEqual(['FENCE']);
    const id = saved.ActionProcess.ActionProcessId;

    const graph = ok(
      await w.call(a.GetArcActionProcessGraph, { query: { communityAgentId: w.communityId } }),
    );
    expect(graph.ActionProcesses).toEqual([saved.ActionProcess]);
    expect(graph.LetterTemplates.map((t) => [t.Name, t.IsSystem])).toEqual([
      ['Default ARC Letter', true],
      ['ARC approval', false],
    ]);
    expect(graph.ArcCodes.map((c) => [c.CodeAlias, c.ActionProcessId])).toEqual([
      ['FENCE', id],
      ['PAINT', null],
    ]);
    expect(
      ok(await w.call(a.GetArcCodesByActionProcessId, { query: { actionProcessId: id } })).map(
        (c) => c.TopsCodeId,
      ),
    ).toEqual([FENCE]);
    expect(
      ok(await w.call(a.isArcActionProcessAlreadyAssigned, { query: { actionProcessId: id } })),
    ).toEqual({ IsAssigned: true, CodeCount: 1, RequestCount: 0 });

    const refused = await w.call(a.DeleteArcActionProcess, { body: { ActionProcessId: id } });
    expect(refused.status).toBe(409);
    expect(refused.errorMessage).toBe('Arc action process is used, cannot remove.');

    // Edited: a level dropped, the codes moved to PAINT; the FENCE code follows none.
    const edited = ok(
      await w.call(a.SaveArcActionProcessGraph, {
        body: {
          ActionProcess: {
            ...twoLevels(w.communityId, letters).ActionProcess,
            ActionProcessId: id,
          },
          TemplateLevels: saved.ActionProcess.TemplateLevels.slice(1).map(
            ({ TemplateName: _name, ...level }) => level,
          ),
          TopsCodeIds: [PAINT],
        },
      }),
    );
    expect(edited.ActionProcess.TemplateLevels.map((l) => [l.Sequence, l.LevelName])).toEqual([
      [1, 'Decision'],
    ]);
    expect(edited.ArcCodes.map((c) => c.CodeAlias)).toEqual(['PAINT']);

    // Unassigned, it can go.
    ok(
      await w.call(a.SaveArcActionProcessGraph, {
        body: {
          ...twoLevels(w.communityId, letters),
          ActionProcess: {
            ...twoLevels(w.communityId, letters).ActionProcess,
            ActionProcessId: id,
          },
          TopsCodeIds: [],
        },
      }),
    );
    expect(
      ok(await w.call(a.isArcActionProcessAlreadyAssigned, { query: { actionProcessId: id } })),
    ).toMatchObject({ IsAssigned: false });
    expect(ok(await w.call(a.DeleteArcActionProcess, { body: { ActionProcessId: id } }))).toEqual({
      ActionProcessId: id,
    });
    expect(
      ok(await w.call(a.GetArcActionProcessGraph, { query: { communityAgentId: w.communityId } }))
        .ActionProcesses,
    ).toEqual([]);
    expect(
      (await w.call(a.GetArcCodesByActionProcessId, { query: { actionProcessId: id } })).status,
    ).toBe(404);
  });

  it('refuses a save with the shared level rules, CCR letters and CCR codes', async () => {
    const w = await architecturalWorld(h);
    const letters: [number, number] = [w.systemLetterId, w.approvalLetterId];
    const save = (body: SaveArcActionProcessGraphInput) =>
      w.call(a.SaveArcActionProcessGraph, { body });
    const noName = await save({
      ...twoLevels(w.communityId, letters),
      ActionProcess: { ActionProcessName: ' ', CommunityAgentId: w.communityId },
    });
    expect(noName.status).toBe(400);
    expect(noName.errorMessage).toBe(
      'Action Process was not saved. Action Process Name is required.',
    );
    const noLevels = await save({ ...twoLevels(w.communityId, letters), TemplateLevels: [] });
    expect(noLevels.errorMessage).toBe(
      'Action Process was not saved. At least one level is required.',
    );
    const negative = twoLevels(w.communityId, letters);
    negative.TemplateLevels = negative.TemplateLevels.map((l) => ({ ...l, Days: -1 }));
    expect((await save(negative)).errorMessage).toBe(
      'Action Process was not saved. Level 1: Days must be 0 or more.',
    );
    const ccrLetter = ok(
      await w.call(contract.templates.GetAllTemplates, {
        query: { isSystem: 'true', topsTemplateTypeId: 4 },
      }),
    ).Templates[0]?.TopsTemplateId;
    const wrongLetter = await save(twoLevels(w.communityId, [ccrLetter ?? 0, w.systemLetterId]));
    expect(wrongLetter.status).toBe(400);
    expect(wrongLetter.errorMessage).toBe(
      'Level 1: the letter template must be an ARC_Letter template the community uses.',
    );
    // The company letter is linked to the first community only.
    const unlinked = await save(
      twoLevels(w.otherCommunityId, [w.systemLetterId, w.approvalLetterId]),
    );
    expect(unlinked.errorCode).toBe('ArcActionProcessTemplateNotUsable');

    // A CCR process is not an ARC one, and a CCR code is not an architectural code.
    const v = await violationsWorld(h);
    const ccr = ok(
      await v.call(contract.ccrActions.SaveActionProcess, {
        body: threeLevelProcess(v.communityId, {
          courtesy: v.systemLetterId,
          fine: v.fineLetterId,
        }),
      }),
    );
    const asArc = await v.call(a.GetArcCodesByActionProcessId, {
      query: { actionProcessId: ccr.ActionProcessId },
    });
    expect(asArc.status).toBe(404);
    const ccrCode = await w.call(a.SaveArcActionProcessGraph, {
      body: twoLevels(w.communityId, letters, { TopsCodeIds: [v.codeIds.TRASH ?? 0] }),
    });
    expect(ccrCode.status).toBe(400);
    expect(ccrCode.errorMessage).toBe(
      'Only architectural codes of the action process’s community can be assigned to it.',
    );
    const saved = ok(await save(twoLevels(w.communityId, letters)));
    const moved = await save({
      ...twoLevels(w.otherCommunityId, [w.systemLetterId, w.systemLetterId]),
      ActionProcess: {
        ActionProcessId: saved.ActionProcess.ActionProcessId,
        ActionProcessName: 'Moved',
        CommunityAgentId: w.otherCommunityId,
      },
    });
    expect(moved.errorCode).toBe('ArcActionProcessNotArc');
  });

  it('needs the community claim (403) and hides another company’s process (404)', async () => {
    const w = await architecturalWorld(h);
    const letters: [number, number] = [w.systemLetterId, w.approvalLetterId];
    const body = twoLevels(w.communityId, letters);
    const saved = ok(await w.call(a.SaveArcActionProcessGraph, { body }));
    const id = saved.ActionProcess.ActionProcessId;
    const reader = await w.userWith([
      { ...fullGrant('community'), CanCreate: false, CanUpdate: false, CanDelete: false },
    ]);
    const editor = await w.userWith([
      { ...fullGrant('community'), CanCreate: false, CanDelete: false },
    ]);
    const outsider = await w.userWith([fullGrant('glaccounts')]);
    const query = { communityAgentId: w.communityId };
    expect((await w.call(a.GetArcActionProcessGraph, { query }, reader)).status).toBe(200);
    expect((await w.call(a.GetArcActionProcessGraph, { query }, outsider)).status).toBe(403);
    expect((await w.call(a.SaveArcActionProcessGraph, { body }, reader)).status).toBe(403);
    // Adding needs create; editing an existing one update.
    expect((await w.call(a.SaveArcActionProcessGraph, { body }, editor)).status).toBe(403);
    const edit = {
      ...body,
      ActionProcess: { ...body.ActionProcess, ActionProcessId: id },
    };
    expect((await w.call(a.SaveArcActionProcessGraph, { body: edit }, editor)).status).toBe(200);
    expect(
      (await w.call(a.DeleteArcActionProcess, { body: { ActionProcessId: id } }, editor)).status,
    ).toBe(403);

    const other = await architecturalWorld(h);
    for (const result of [
      await other.call(a.GetArcActionProcessGraph, { query }),
      await other.call(a.GetArcCodesByActionProcessId, { query: { actionProcessId: id } }),
      await other.call(a.isArcActionProcessAlreadyAssigned, { query: { actionProcessId: id } }),
      await other.call(a.SaveArcActionProcessGraph, {
        body: {
          ...edit,
          ActionProcess: { ...edit.ActionProcess, CommunityAgentId: other.communityId },
        },
      }),
      await other.call(a.DeleteArcActionProcess, { body: { ActionProcessId: id } }),
    ])
      expect(result.status).toBe(404);
  });
});
