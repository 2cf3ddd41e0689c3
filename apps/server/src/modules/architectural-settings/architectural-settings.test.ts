import { describe, expect, it } from 'vitest';
import { contract, type SaveArchitecturalSettingsInput } from '@hoa/contract';
import { fullGrant } from '../../../test/factories';
import { useApp } from '../../../test/app-harness';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { architecturalWorld } from '../../../test/architectural-factories';

const s = contract.architecturalSettings;

/** A save of the defaults for the community, with changes. */
const settingsOf = (
  communityAgentId: number,
  more: Partial<SaveArchitecturalSettingsInput> = {},
): SaveArchitecturalSettingsInput => ({
  CommunityAgentId: communityAgentId,
  ResponseDeadlineDays: 30,
  RequiredInternalApprovals: 1,
  RequiredCommitteeApprovals: 0,
  IsCommitteeApprovalRequired: false,
  ...more,
});

describe.each(testDatabases())('Architectural settings on $name', (testDb) => {
  const h = useApp(testDb);

  it('answers the defaults, saves a committee review with default letters and reads it back', async () => {
    const w = await architecturalWorld(h);
    const query = { communityAgentId: w.communityId };
    expect(ok(await w.call(s.GetByCommunityAgentId, { query }))).toMatchObject({
      CommunityAgentId: w.communityId,
      IsSaved: false,
      ResponseDeadlineDays: 30,
      RequiredInternalApprovals: 1,
      RequiredCommitteeApprovals: 0,
      IsCommitteeApprovalRequired: false,
      ApprovalTemplateId: null,
      CommitteeMemberCount: 0,
    });
    await w.architecturalCommittee(3);
    const body = settingsOf(w.communityId, {
      ResponseDeadlineDays: 45,
      RequiredInternalApprovals: 2,
      RequiredCommitteeApprovals: 3,
      IsCommitteeApprovalRequired: true,
      ApprovalTemplateId: w.approvalLetterId,
      DisapprovalTemplateId: w.systemLetterId,
      ReconsiderationProcedure: 'Write to the board within 30 days.',
    });
    const saved = ok(await w.call(s.Save, { body }));
    expect(saved).toMatchObject({
      IsSaved: true,
      ResponseDeadlineDays: 45,
      RequiredInternalApprovals: 2,
      RequiredCommitteeApprovals: 3,
      IsCommitteeApprovalRequired: true,
      ApprovalTemplateName: 'ARC approval',
      DisapprovalTemplateName: 'Default ARC Letter',
      ReconsiderationProcedure: 'Write to the board within 30 days.',
      CommitteeMemberCount: 3,
    });
    expect(ok(await w.call(s.GetByCommunityAgentId, { query }))).toEqual(saved);
    // Saved again: the one row is updated.
    const again = ok(await w.call(s.Save, { body: { ...body, ResponseDeadlineDays: 10 } }));
    expect(again.ResponseDeadlineDays).toBe(10);
    const all = ok(await w.call(s.GetAll));
    expect(all.map((row) => [row.CommunityAgentId, row.IsSaved])).toEqual(
      expect.arrayContaining([
        [w.communityId, true],
        [w.otherCommunityId, false],
      ]),
    );
    expect(ok(await w.call(s.GetCloseTypeNames))).toEqual([
      { TopsStatusId: 2, CloseTypeName: 'Approved' },
      { TopsStatusId: 3, CloseTypeName: 'Disapproved' },
    ]);
  });

  it('refuses settings out of bounds with their message', async () => {
    const w = await architecturalWorld(h);
    await w.architecturalCommittee(2);
    const base = settingsOf(w.communityId);
    const refused = async (more: Partial<SaveArchitecturalSettingsInput>) => {
      const result = await w.call(s.Save, { body: { ...base, ...more } });
      expect(result.status).toBe(400);
      return result.errorMessage;
    };
    expect(await refused({ ResponseDeadlineDays: 0 })).toBe(
      'Response deadline must be 1 to 365 days.',
    );
    expect(await refused({ ResponseDeadlineDays: 366 })).toBe(
      'Response deadline must be 1 to 365 days.',
    );
    expect(await refused({ RequiredInternalApprovals: 21 })).toBe(
      'Required internal approvals must be 0 to 20.',
    );
    expect(
      await refused({ IsCommitteeApprovalRequired: true, RequiredCommitteeApprovals: 3 }),
    ).toBe(
      'Required committee approvals cannot exceed the 2 members of the architectural committee.',
    );
    expect(await refused({ RequiredCommitteeApprovals: 1 })).toBe(
      'Required committee approvals must be 0 when committee approval is not needed.',
    );
    // A CCR letter, or an ARC letter the other community does not link, is no default letter.
    const ccrLetter = ok(
      await w.call(contract.templates.GetAllTemplates, {
        query: { isSystem: 'true', topsTemplateTypeId: 4 },
      }),
    ).Templates[0]?.TopsTemplateId;
    expect(await refused({ ApprovalTemplateId: ccrLetter ?? 0 })).toBe(
      'The default letters must be ARC_Letter templates the community uses.',
    );
    const other = await w.call(s.Save, {
      body: {
        ...base,
        CommunityAgentId: w.otherCommunityId,
        DisapprovalTemplateId: w.approvalLetterId,
      },
    });
    expect(other.errorCode).toBe('ArchitecturalSettingsTemplateNotUsable');
    const bad = await w.call(s.Save, { body: { ...base, ResponseDeadlineDays: 'x' as never } });
    expect(bad.status).toBe(400);
  });

  it('needs the community claim (403) and hides another company’s community (404)', async () => {
    const w = await architecturalWorld(h);
    const body = settingsOf(w.communityId, { ResponseDeadlineDays: 20 });
    const reader = await w.userWith([
      { ...fullGrant('community'), CanCreate: false, CanUpdate: false, CanDelete: false },
    ]);
    const outsider = await w.userWith([fullGrant('glaccounts')]);
    const query = { communityAgentId: w.communityId };
    expect((await w.call(s.GetByCommunityAgentId, { query }, reader)).status).toBe(200);
    expect((await w.call(s.Save, { body }, reader)).status).toBe(403);
    expect((await w.call(s.GetByCommunityAgentId, { query }, outsider)).status).toBe(403);
    expect((await w.call(s.GetAll, {}, outsider)).status).toBe(403);
    expect((await w.call(s.GetCloseTypeNames, {}, outsider)).status).toBe(403);

    const other = await architecturalWorld(h);
    expect((await other.call(s.GetByCommunityAgentId, { query })).status).toBe(404);
    expect((await other.call(s.Save, { body })).status).toBe(404);
    expect(ok(await other.call(s.GetAll)).map((row) => row.CommunityAgentId)).not.toContain(
      w.communityId,
    );
  });
});
