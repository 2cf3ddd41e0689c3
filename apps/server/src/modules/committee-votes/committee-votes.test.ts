import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { architecturalRequestWorld } from '../../../test/architectural-request-factories';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';

const a = contract.architecturalRequests;
const v = contract.committeeVotes;

describe.each(testDatabases())('Committee votes on $name', (testDb) => {
  const h = useApp(testDb);

  /**
   * A pending request needing `required` of its two committee members' approvals, with their
   * links, and its view as the manager sees it.
   */
  async function pendingRequest(required: number) {
    const w = await architecturalRequestWorld(h);
    const body = { ...w.request, RequiredCommitteeApprovals: required };
    const id = ok(await w.call(a.Create, { body })).Request.TopsItemId;
    ok(await w.attach(id));
    const [one = ['', '']] = await w.mailedTokens(w.members[0] ?? '');
    const [two = ['', '']] = await w.mailedTokens(w.members[1] ?? '');
    const view = async () => ok(await w.call(a.ViewPage, { query: { itemId: id } }));
    return { w, id, one, two, view };
  }

  it('shows the request to an open link, sends its files and records one vote per link', async () => {
    const { w, one, view } = await pendingRequest(1);
    const opened = await h.app.inject({ method: 'GET', url: `/vote/${one[1]}` });
    expect([opened.statusCode, opened.headers.location]).toEqual([302, `/#/vote/${one[1]}`]);
    const page = ok(await callApi(h.app, v.GetCommitteeVote, { query: { token: one[1] } }));
    expect(page).toMatchObject({
      IsOpen: true,
      Message: null,
      Vote: 'Disapprove',
      EmailAddress: w.members[0],
      Subject: 'Cedar fence',
      CodeName: 'Fence',
      ReceivedDate: w.today,
    });
    const [file] = page.Attachments;
    expect(file?.FileName).toBe('fence-plan.txt');
    const download = await h.app.inject({
      method: 'GET',
      url: v.GetCommitteeVoteAttachment.path,
      query: { token: one[1], attachmentId: String(file?.AttachmentId ?? 0) },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('Pool opens May 1.');

    // A disapproval needs its reason; refused, the link stays open.
    const noReason = await callApi(h.app, v.CastCommitteeVote, { body: { token: one[1] } });
    expect([noReason.status, noReason.errorMessage]).toEqual([
      400,
      'A reason is required to disapprove.',
    ]);
    expect((await view()).CommitteeApprovers[0]?.Vote).toBeNull();
    const cast = await callApi(h.app, v.CastCommitteeVote, {
      body: { token: one[1], Reason: 'Too tall for the street.' },
    });
    expect(cast.body).toEqual({ Message: 'Thank you: your vote is recorded.' });

    // Used twice, the other link of the same member, an altered token: refused, nothing changed.
    const before = await view();
    expect(before.CommitteeApprovers[0]).toMatchObject({
      Vote: 'Disapprove',
      Reason: 'Too tall for the street.',
    });
    const twice = await callApi(h.app, v.CastCommitteeVote, {
      body: { token: one[1], Reason: 'Again.' },
    });
    expect([twice.status, twice.errorMessage]).toEqual([
      409,
      'This voting link has already been used: the vote is recorded.',
    ]);
    const sibling = await callApi(h.app, v.CastCommitteeVote, { body: { token: one[0] } });
    expect([sibling.status, sibling.errorCode]).toEqual([409, 'CommitteeVoteLinkVoted']);
    const altered = await callApi(h.app, v.CastCommitteeVote, {
      body: { token: `${one[0].slice(0, -1)}${one[0].endsWith('A') ? 'B' : 'A'}` },
    });
    expect([altered.status, altered.errorCode]).toEqual([404, 'CommitteeVoteLinkUnknown']);
    expect((await callApi(h.app, v.GetCommitteeVote, { query: { token: 'nope' } })).status).toBe(
      404,
    );
    const shown = ok(await callApi(h.app, v.GetCommitteeVote, { query: { token: one[1] } }));
    expect([shown.IsOpen, shown.Message]).toEqual([
      false,
      'This voting link has already been used: the vote is recorded.',
    ]);
    expect(await view()).toEqual(before);
  });

  it('decides the request when approval can no longer be reached, and closes the other links', async () => {
    const { one, two, view } = await pendingRequest(2);
    const cast = await callApi(h.app, v.CastCommitteeVote, {
      body: { token: one[1], Reason: 'Blocks the view.' },
    });
    // Two committee approvals are required of two members: one disapproval decides.
    expect(cast.body).toEqual({
      Message: 'Thank you: your vote is recorded. The request is now disapproved.',
    });
    const decided = await view();
    expect(decided.Request).toMatchObject({ TopsStatusId: 3, CommitteeApprovalCount: 0 });
    expect(decided.StatusHistories[0]).toMatchObject({
      DecidedBy: 'Committee',
      Details: 'Blocks the view.',
      LetterAttachmentId: null,
      LetterHeldReason:
        'A disapproval letter needs the reconsideration procedure: give it here or in the architectural settings.',
    });
    const after = await callApi(h.app, v.CastCommitteeVote, { body: { token: two[0] } });
    expect([after.status, after.errorMessage]).toEqual([
      409,
      'This request has already been decided: voting is closed.',
    ]);
    const page = ok(await callApi(h.app, v.GetCommitteeVote, { query: { token: two[0] } }));
    expect(page.IsOpen).toBe(false);
    const file = await callApi(h.app, v.GetCommitteeVoteAttachment, {
      query: { token: two[0], attachmentId: page.Attachments[0]?.AttachmentId ?? 0 },
    });
    expect(file.status).toBe(409);
    expect(await view()).toEqual(decided);
  });
});
