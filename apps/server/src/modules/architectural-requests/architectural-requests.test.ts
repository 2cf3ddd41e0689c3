import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { addDays, MaskedSecret, StatusId } from '@hoa/domain';
import { queryRows, sql } from '@hoa/db';
import { callApi, clientAddressOf, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { architecturalRequestWorld } from '../../../test/architectural-request-factories';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { staffSeeSecretsMasked } from '../../../test/masked-mail';
import { remindArchitecturalApprovers } from './remind-approvers';

const a = contract.architecturalRequests;
const v = contract.committeeVotes;

describe.each(testDatabases())('Architectural requests on $name', (testDb) => {
  const h = useApp(testDb);

  it('takes a request of 1 internal and 2 committee approvers from submission to approval, its letter made and sent', async () => {
    const w = await architecturalRequestWorld(h);
    const created = ok(await w.call(a.Create, { body: w.request }));
    const id = created.Request.TopsItemId;
    expect(created.Request).toMatchObject({
      TopsStatusId: 1,
      StatusName: 'Pending',
      OwnerAgentId: w.home.ownerId,
      CodeAlias: 'FENCE',
      ReceivedDate: w.today,
      DueDate: addDays(w.today, 30),
      DaysLeft: 30,
      DecidedDate: null,
      RequiredInternalApprovals: 1,
      RequiredCommitteeApprovals: 2,
      TotalInternalApprovers: 1,
      TotalCommitteeApprovers: 2,
      IsCommitteeApproval: true,
      ActionProcessName: 'Standard review',
      CurrentActionName: 'Received',
    });
    expect(created.CommitteeApprovers.map((c) => [c.EmailAddress, c.Name, c.Vote])).toEqual([
      [w.members[0], 'Member1 Reyes', null],
      [w.members[1], 'Member2 Reyes', null],
    ]);
    expect(created.CommitteeApprovers.every((c) => c.LinksSentAt !== null)).toBe(true);
    expect(created.CanVote).toBe(false);
    expect(ok(await w.call(a.ViewPage, { query: { itemId: id } }, w.approverToken)).CanVote).toBe(
      true,
    );
    const [first = ['', ''], ...older] = await w.mailedTokens(w.members[0] ?? '');
    expect(older).toEqual([]);
    // Staff reading the outbox see the voting links without their tokens.
    const voteMail = {
      companyId: w.company.companyId,
      to: w.members[0] ?? '',
      kind: 'architectural-vote',
    };
    const shown = await staffSeeSecretsMasked(h, w.token, voteMail, first);
    expect(shown).toContain(`/vote/${MaskedSecret}\n`);

    // The owner's plan is attached; the second member gets new links that carry it.
    ok(await w.attach(id));
    ok(
      await w.call(a.ResendCommitteeLinks, {
        body: {
          TopsItemId: id,
          CommitteeApproverId: created.CommitteeApprovers[1]?.CommitteeApproverId ?? 0,
        },
      }),
    );
    const [second = ['', ''], replaced = ['', '']] = await w.mailedTokens(w.members[1] ?? '');
    expect(await w.mailedFiles(w.members[1] ?? '')).toEqual(['fence-plan.txt']);

    // The internal approver approves with a condition: one of three approvals.
    const noConditions = await w.call(
      a.ApproveArchitecturalRequest,
      { body: { TopsItemId: id, ApprovalTypeId: 2 } },
      w.approverToken,
    );
    expect([noConditions.status, noConditions.errorCode]).toEqual([
      400,
      'ArchitecturalConditionsRequired',
    ]);
    const internal = ok(
      await w.call(
        a.ApproveArchitecturalRequest,
        { body: { TopsItemId: id, Details: 'Stain it natural cedar.', ApprovalTypeId: 2 } },
        w.approverToken,
      ),
    );
    expect(internal.Request).toMatchObject({ TopsStatusId: 1, InternalApprovalCount: 1 });
    expect(internal.InternalApprovers[0]).toMatchObject({ Vote: 'Approve', IsApproved: true });
    expect(internal.CanVote).toBe(false);
    const twice = await w.call(
      a.ApproveArchitecturalRequest,
      { body: { TopsItemId: id } },
      w.approverToken,
    );
    expect([twice.status, twice.errorCode]).toEqual([403, 'ArchitecturalMayNotVote']);

    // The committee votes through the mailed links.
    expect((await callApi(h.app, v.CastCommitteeVote, { body: { token: first[0] } })).body).toEqual(
      { Message: 'Thank you: your vote is recorded.' },
    );
    const revoked = await callApi(h.app, v.CastCommitteeVote, { body: { token: replaced[0] } });
    expect([revoked.status, revoked.errorCode]).toEqual([409, 'CommitteeVoteLinkRevoked']);
    const decided = await callApi(h.app, v.CastCommitteeVote, { body: { token: second[0] } });
    expect(decided.body).toEqual({
      Message: 'Thank you: your vote is recorded. The request is now approved.',
    });

    const view = ok(await w.call(a.ViewPage, { query: { itemId: id } }));
    expect(view.Request).toMatchObject({
      TopsStatusId: 2,
      StatusName: 'Approved',
      DecidedDate: w.today,
      DaysLeft: null,
      InternalApprovalCount: 1,
      CommitteeApprovalCount: 2,
      IsInternalApproved: true,
      IsCommitteeApproved: true,
    });
    expect(view.CommitteeApprovers.map((c) => [c.Vote, c.VotedFromAddress])).toEqual([
      ['Approve', `${w.members[0]} (${clientAddressOf(h.app)})`],
      ['Approve', `${w.members[1]} (${clientAddressOf(h.app)})`],
    ]);
    expect(view.StatusHistories).toHaveLength(1);
    const [history] = view.StatusHistories;
    expect(history).toMatchObject({
      TopsStatusId: 2,
      StatusName: 'Approved',
      ApprovalTypeId: 2,
      ApprovalTypeName: 'Approved with conditions',
      DecidedBy: 'Committee',
      Details: 'Stain it natural cedar.',
      ReconsiderationProcedure: null,
      ByName: w.members[1],
      AgentTemplateId: w.systemLetterId,
      TemplateName: 'Default ARC Letter',
      LetterHeldReason: null,
    });
    expect(history?.LetterSentAt).not.toBeNull();
    expect(history?.MessageBatchItemId).not.toBeNull();
    const letter = await w.pdfTextOf(history?.LetterAttachmentId ?? 0);
    expect(letter).toContain('Approved with conditions');
    expect(letter).toContain('Stain it natural cedar.');
    expect(letter).toContain('Owner of ARC-');
    expect(view.Attachments.map((f) => f.AttachmentName)).toEqual(
      expect.arrayContaining(['fence-plan.txt', `ARC letter Approved ${id}.pdf`]),
    );
    const [item] = await h.database.withTenant(
      { companyId: w.company.companyId, userId: null },
      (tx) =>
        queryRows<{ status_id: number }>(tx, sql`select status_id from items where id = ${id}`),
    );
    expect(item?.status_id).toBe(StatusId.Closed);

    // The lists.
    const query = { communityAgentId: w.communityId };
    const page = ok(await w.call(a.TicketsPage, { query: { ...query, topsStatusId: 2 } }));
    expect(page.Records.map((r) => r.TopsItemId)).toEqual([id]);
    expect(ok(await w.call(a.OpenRecordCount, { query }))).toBe(0);
    expect(ok(await w.call(a.Kpi, { query }))).toMatchObject({
      CountPending: 0,
      CountApprovedThisMonth: 1,
      AverageDaysToDecide: 0,
    });
    const { CommunityAgentId, ...facts } = w.request;
    expect(CommunityAgentId).toBe(w.communityId);
    const after = await w.call(a.Update, { body: { ...facts, TopsItemId: id } });
    expect([after.status, after.errorCode]).toEqual([409, 'ArchitecturalRequestNotPending']);
  });

  it('refuses a disapproval without reasons, holds a letter without the procedure until regenerated', async () => {
    const w = await architecturalRequestWorld(h);
    const body = {
      ...w.request,
      CommitteeApproverEmails: [],
      RequiredCommitteeApprovals: 0,
      TopsCodeId: w.codeIds.PAINT ?? 0,
    };
    const id = ok(await w.call(a.Create, { body })).Request.TopsItemId;
    const refused = await w.call(
      a.DisapproveArchitecturalRequest,
      { body: { TopsItemId: id } },
      w.approverToken,
    );
    expect([refused.status, refused.errorMessage]).toEqual([
      400,
      'A disapproval needs its reasons (Details) for the letter.',
    ]);
    const unchanged = ok(await w.call(a.ViewPage, { query: { itemId: id } }));
    expect(unchanged.Request.TopsStatusId).toBe(1);
    expect(unchanged.InternalApprovers[0]?.Vote).toBeNull();

    const disapproved = ok(
      await w.call(
        a.DisapproveArchitecturalRequest,
        { body: { TopsItemId: id, Details: 'Six feet is above the 4 ft limit.' } },
        w.approverToken,
      ),
    );
    expect(disapproved.Request).toMatchObject({ TopsStatusId: 3, StatusName: 'Disapproved' });
    const [held] = disapproved.StatusHistories;
    expect(held).toMatchObject({
      DecidedBy: 'Internal',
      ApprovalTypeName: 'Disapproved',
      Details: 'Six feet is above the 4 ft limit.',
      LetterAttachmentId: null,
      LetterHeldReason:
        'A disapproval letter needs the reconsideration procedure: give it here or in the architectural settings.',
      LetterSentAt: null,
    });
    const historyId = held?.ArchitecturalRequestStatusHistoryId ?? 0;
    const send = { itemId: id, architecturalRequestStatusHistoryId: historyId };
    const notSent = await w.call(a.sendLetter, { body: send });
    expect([notSent.status, notSent.errorCode]).toEqual([409, 'ArchitecturalLetterHeld']);

    const regenerated = ok(
      await w.call(a.RegenerateLetter, {
        body: {
          TopsItemId: id,
          ArchitecturalRequestStatusHistoryId: historyId,
          ReconsiderationProcedure: 'Write to the board within 30 days.',
        },
      }),
    );
    const made = regenerated.StatusHistories[0];
    expect(made).toMatchObject({
      LetterHeldReason: null,
      ReconsiderationProcedure: 'Write to the board within 30 days.',
    });
    const letter = await w.pdfTextOf(made?.LetterAttachmentId ?? 0);
    expect(letter).toContain('Six feet is above the 4 ft limit.');
    expect(letter).toContain('Write to the board within 30 days.');
    const sent = ok(await w.call(a.sendLetter, { body: send }));
    expect(sent.StatusHistories[0]?.LetterSentAt).not.toBeNull();
  });

  it('takes and skips actions in Sequence and lets a manager decide with a letter not yet sent', async () => {
    const w = await architecturalRequestWorld(h, 'Write to the board within 30 days.');
    const created = ok(await w.call(a.Create, { body: w.request }));
    const id = created.Request.TopsItemId;
    const [received, reminder] = created.Actions;
    expect(created.Actions.map((x) => [x.Sequence, x.LevelName, x.isCurrentAction])).toEqual([
      [1, 'Received', true],
      [2, 'Reminder', false],
    ]);
    const take = {
      agentTemplateId: null,
      architecturalRequestActionId: received?.ArchitecturalRequestActionId ?? 0,
      architecturalRequestItemId: id,
      communityAgentId: w.communityId,
      ownerAgentId: w.home.ownerId,
      propertyAgentId: w.home.propertyId,
      isGeneratingLettersForAllOwnersInProperty: true,
      postDate: w.today,
    };
    const skipSecond = await w.call(a.SkipArchitecturalRequestAction, {
      body: {
        architecturalRequestActionId: reminder?.ArchitecturalRequestActionId ?? 0,
        architecturalRequestItemId: id,
      },
    });
    expect([skipSecond.status, skipSecond.errorMessage]).toEqual([
      400,
      'An unexpected error occurred while trying to take/skip the current architectural request action. The action is not the current action of the request.',
    ]);
    const taken = ok(await w.call(a.TakeArchitecturalRequestAction, { body: take }));
    expect(taken.Actions[0]).toMatchObject({
      ProcessedOn: w.today,
      WasSkipped: false,
      TemplateName: 'Default ARC Letter',
      isLastTakenAction: true,
      IsGeneratingLettersForAllOwnersInProperty: true,
    });
    expect(taken.Actions[0]?.MessageBatchItemId).not.toBeNull();
    expect(taken.Request.CurrentActionName).toBe('Reminder');
    const again = await w.call(a.TakeArchitecturalRequestAction, { body: take });
    expect(again.errorCode).toBe('ArchitecturalTakeSkipRefused');
    const skipped = ok(
      await w.call(a.SkipArchitecturalRequestAction, {
        body: {
          architecturalRequestActionId: reminder?.ArchitecturalRequestActionId ?? 0,
          architecturalRequestItemId: id,
        },
      }),
    );
    expect(skipped.Actions[1]).toMatchObject({ WasSkipped: true, MessageBatchItemId: null });
    expect(skipped.Request.CurrentActionName).toBeNull();

    const decide = { TopsItemId: id, TopsStatusId: 3 as const, ApprovalTypeId: 3 as const };
    const noReasons = await w.call(a.UpdateStatusAndGenerateLetterRequest, { body: decide });
    expect([noReasons.status, noReasons.errorCode]).toEqual([400, 'ArchitecturalLetterIncomplete']);
    const decided = ok(
      await w.call(a.UpdateStatusAndGenerateLetterRequest, {
        body: { ...decide, Details: 'Too close to the sidewalk.' },
      }),
    );
    expect(decided.Request.TopsStatusId).toBe(3);
    expect(decided.StatusHistories[0]).toMatchObject({
      DecidedBy: 'Manager',
      ReconsiderationProcedure: 'Write to the board within 30 days.',
      LetterHeldReason: null,
      LetterSentAt: null,
    });
    expect(await w.pdfTextOf(decided.StatusHistories[0]?.LetterAttachmentId ?? 0)).toContain(
      'Write to the board within 30 days.',
    );
    const links = await w.mailedTokens(w.members[0] ?? '');
    const late = await callApi(h.app, v.CastCommitteeVote, {
      body: { token: links[0]?.[0] ?? '' },
    });
    expect([late.status, late.errorCode]).toEqual([409, 'CommitteeVoteLinkDecided']);
  });

  it('updates a pending request: a removed member’s links stop working, a new one is mailed', async () => {
    const w = await architecturalRequestWorld(h);
    const [member1 = '', member2 = ''] = w.members;
    const { CommunityAgentId, ...facts } = w.request;
    expect(CommunityAgentId).toBe(w.communityId);
    const body = {
      ...w.request,
      CommitteeApproverEmails: [member1],
      RequiredCommitteeApprovals: 1,
    };
    const id = ok(await w.call(a.Create, { body })).Request.TopsItemId;
    const [removed = ['', '']] = await w.mailedTokens(member1);
    expect(await w.mailedTokens(member2)).toEqual([]);
    const updated = ok(
      await w.call(a.Update, {
        body: {
          ...facts,
          TopsItemId: id,
          Subject: 'Cedar fence, 4 ft',
          CommitteeApproverEmails: [member2.toUpperCase()],
          RequiredCommitteeApprovals: 1,
        },
      }),
    );
    expect(updated.Request.Subject).toBe('Cedar fence, 4 ft');
    expect(updated.CommitteeApprovers.map((c) => c.EmailAddress)).toEqual([member2.toUpperCase()]);
    const gone = await callApi(h.app, v.CastCommitteeVote, { body: { token: removed[0] } });
    expect([gone.status, gone.errorCode]).toEqual([404, 'CommitteeVoteLinkUnknown']);
    const [added = ['', '']] = await w.mailedTokens(member2.toUpperCase());
    expect(
      ok(await callApi(h.app, v.GetCommitteeVote, { query: { token: added[0] } })).IsOpen,
    ).toBe(true);
  });

  it('reminds the approvers who have not voted once per reminder day, with new links', async () => {
    const w = await architecturalRequestWorld(h);
    const body = { ...w.request, ReceivedDate: addDays(w.today, -20) };
    const id = ok(await w.call(a.Create, { body })).Request.TopsItemId;
    const [old = ['', '']] = await w.mailedTokens(w.members[0] ?? '');
    ok(await w.call(a.ApproveArchitecturalRequest, { body: { TopsItemId: id } }, w.approverToken));
    const reminders = () =>
      h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
        queryRows<{ to_address: string; kind: string }>(
          tx,
          sql`select to_address, kind from mail_outbox
               where kind in ('architectural-reminder', 'architectural-vote')
                 and subject like 'Reminder:%' order by id`,
        ),
      );
    await remindArchitecturalApprovers(h.database, new Date());
    // The internal approver has voted: only the committee is reminded, with new links.
    expect((await reminders()).map((m) => m.to_address)).toEqual(w.members);
    const stale = await callApi(h.app, v.CastCommitteeVote, { body: { token: old[0] } });
    expect(stale.errorCode).toBe('CommitteeVoteLinkRevoked');
    await remindArchitecturalApprovers(h.database, new Date());
    expect(await reminders()).toHaveLength(2);
  });

  it('refuses bad facts, callers without servicerequests (403) and other companies (404)', async () => {
    const w = await architecturalRequestWorld(h);
    const refused = async (more: Partial<typeof w.request>) => {
      const result = await w.call(a.Create, { body: { ...w.request, ...more } });
      return [result.status, result.errorMessage];
    };
    expect(await refused({ RequiredCommitteeApprovals: 3 })).toEqual([
      400,
      'Required committee approvals cannot exceed the 2 committee approvers of the request.',
    ]);
    expect(await refused({ CommitteeApproverEmails: ['stranger@example.com'] })).toEqual([
      400,
      'stranger@example.com is not a member of this community’s architectural committee.',
    ]);
    expect(
      await refused({ TopsCodeId: w.codeIds.PAINT ?? 0, CommunityAgentId: w.otherCommunityId }),
    ).toEqual([400, 'The code is not an architectural code of this community.']);
    expect(await refused({ ReceivedDate: addDays(w.today, 1) })).toEqual([
      400,
      'The received date cannot be in the future.',
    ]);
    expect(await refused({ PropertyAgentId: w.home.ownerId })).toEqual([
      400,
      'The property is not a property of this community.',
    ]);
    expect(await refused({ OwnerAgentId: w.home.propertyId })).toEqual([
      400,
      'The owner is not an owner of this property.',
    ]);
    const id = ok(await w.call(a.Create, { body: w.request })).Request.TopsItemId;

    const reader = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('community')],
    });
    const noClaim = await signIn(h.app, reader.userName);
    expect((await w.call(a.ViewPage, { query: { itemId: id } }, noClaim)).status).toBe(403);
    expect((await w.call(a.Create, { body: w.request }, noClaim)).status).toBe(403);

    const other = await createTestCompany(h.database);
    const outsider = await signIn(h.app, other.admin.userName);
    expect((await w.call(a.ViewPage, { query: { itemId: id } }, outsider)).status).toBe(404);
    const approve = await w.call(
      a.ApproveArchitecturalRequest,
      { body: { TopsItemId: id } },
      outsider,
    );
    expect(approve.status).toBe(404);

    ok(await w.call(a.Delete, { query: { itemId: id } }));
    expect((await w.call(a.ViewPage, { query: { itemId: id } })).status).toBe(404);
  });
});
