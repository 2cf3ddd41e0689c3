import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { BoardMemberClaims, BoardPortalMessages } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { architecturalRequestWorld } from '../../../test/architectural-request-factories';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser } from '../../../test/factories';
import { invitedOwner, registerOwner } from '../../../test/owner-portal-factories';

const P = contract.portalBoard;
const a = contract.architecturalRequests;

describe.each(testDatabases())('Board portal architectural votes on $name', (testDb) => {
  const h = useApp(testDb);

  /**
   * An architectural world whose first committee member is the board president: a registered
   * owner linked to a board user, whose owner contact has that member's address; a neighbour owner
   * not on the board; and a request needing one internal and two committee approvals, with a file.
   */
  async function votingWorld() {
    const w = await architecturalRequestWorld(h);
    const { companyId } = w.company;
    /** A new board user of the community, linked from the back office to the owner. */
    const boardUserOf = async (owner: { ownerAgentId: number }) => {
      const user = await addUser(h.database, companyId, {
        communityIds: [w.communityId],
        grants: [...BoardMemberClaims],
        isBoardRole: true,
      });
      const body = { OwnerAgentId: owner.ownerAgentId, BoardUserId: user.userId };
      ok(await callApi(h.app, P.SetOwnerBoardUser, { body }, w.token));
      return user;
    };
    const owner = async () =>
      registerOwner(h, companyId, await invitedOwner(h, w.company, w.token, w.communityId));
    const president = await owner();
    const neighbour = await owner();
    const board = await boardUserOf(president);
    await h.database.withTenant({ companyId, userId: null }, (tx) =>
      tx.execute(
        sql`update contacts set primary_email_address = ${w.members[0] ?? ''}
             where agent_id = ${president.ownerAgentId}`,
      ),
    );
    const id = ok(await w.call(a.Create, { body: w.request })).Request.TopsItemId;
    ok(await w.attach(id));
    const view = async (itemId = id) => ok(await w.call(a.ViewPage, { query: { itemId } }));
    return { w, board, boardUserOf, president, neighbour, id, view };
  }

  it('lists a request awaiting the president’s committee vote, shows it with its file, and records the vote as the mailed link would', async () => {
    const { w, president, id, view } = await votingWorld();
    const inbox = ok(await callApi(h.app, P.GetBoardInbox, {}, president.token));
    const due = (await view()).Request.DueDate;
    expect(inbox.ArchitecturalRequests).toEqual([
      {
        TopsItemId: id,
        Subject: 'Cedar fence',
        CodeName: 'Fence',
        PropertyName: expect.stringContaining('ARC-') as string,
        ReceivedDate: w.today,
        DueDate: due,
        NextStep: expect.stringContaining('The request is decided by') as string,
      },
    ]);
    const detail = ok(
      await callApi(
        h.app,
        P.GetBoardArchitecturalRequest,
        { query: { ItemId: id } },
        president.token,
      ),
    );
    expect(detail).toMatchObject({
      TopsItemId: id,
      Description: 'A 6 ft cedar fence along the back line',
      DueDate: due,
    });
    const [file] = detail.Files;
    expect(file).toMatchObject({ FileName: 'fence-plan.txt', ContentType: 'text/plain' });
    const download = await h.app.inject({
      method: 'GET',
      url: file?.Url ?? '',
      headers: { authorization: `Bearer ${president.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('Pool opens May 1.');
    const otherFile = await h.app.inject({
      method: 'GET',
      url: `/api/Portal/GetBoardArchitecturalFile/${String(id)}/${String((file?.TopsAttachmentId ?? 0) + 1000)}`,
      headers: { authorization: `Bearer ${president.token}` },
    });
    expect(otherFile.statusCode).toBe(404);

    // A disapproval needs its reasons; refused, nothing is recorded.
    const noReason = await callApi(
      h.app,
      P.BoardVoteArchitecturalRequest,
      { body: { ItemId: id, Vote: 'Disapprove', Comment: '  ' } },
      president.token,
    );
    expect([noReason.status, noReason.errorCode]).toEqual([400, 'CommitteeVoteReasonRequired']);
    expect((await view()).CommitteeApprovers[0]?.Vote).toBeNull();

    const approved = await callApi(
      h.app,
      P.BoardVoteArchitecturalRequest,
      { body: { ItemId: id, Vote: 'Approve', Comment: 'Stain it dark brown.' } },
      president.token,
    );
    expect(approved.body).toEqual({ Message: 'Thank you: your vote is recorded.' });
    const after = await view();
    expect(after.Request.TopsStatusId).toBe(1);
    expect(after.CommitteeApprovers[0]).toMatchObject({
      EmailAddress: w.members[0],
      Vote: 'Approve',
      Reason: 'Stain it dark brown.',
      VotedFromAddress: `${w.members[0] ?? ''} (board portal)`,
    });
    expect(after.CommitteeApprovers[1]?.Vote).toBeNull();
    // The member's mailed links are closed: the vote is in.
    const [links = ['', '']] = await w.mailedTokens(w.members[0] ?? '');
    const byLink = await callApi(h.app, contract.committeeVotes.CastCommitteeVote, {
      body: { token: links[0] },
    });
    expect([byLink.status, byLink.errorCode]).toEqual([409, 'CommitteeVoteLinkVoted']);

    // Voted, the request leaves the inbox and answers 404.
    expect(
      ok(await callApi(h.app, P.GetBoardInbox, {}, president.token)).ArchitecturalRequests,
    ).toEqual([]);
    const again = await callApi(
      h.app,
      P.BoardVoteArchitecturalRequest,
      { body: { ItemId: id, Vote: 'Approve', Comment: '' } },
      president.token,
    );
    expect(again.status).toBe(404);
    const gone = await callApi(
      h.app,
      P.GetBoardArchitecturalRequest,
      { query: { ItemId: id } },
      president.token,
    );
    expect(gone.status).toBe(404);
    expect(await view()).toEqual(after);
  });

  it('takes the board user’s internal vote, which decides the request and makes its letter', async () => {
    const { w, board, president, view } = await votingWorld();
    const body = {
      ...w.request,
      Subject: 'Solar panels',
      InternalApproverUserIds: [board.userId],
      CommitteeApproverEmails: [w.members[1] ?? ''],
      RequiredInternalApprovals: 1,
      RequiredCommitteeApprovals: 1,
    };
    const id = ok(await w.call(a.Create, { body })).Request.TopsItemId;
    const inbox = ok(await callApi(h.app, P.GetBoardInbox, {}, president.token));
    expect(inbox.ArchitecturalRequests.map((r) => r.Subject).sort()).toEqual([
      'Cedar fence',
      'Solar panels',
    ]);
    const voted = await callApi(
      h.app,
      P.BoardVoteArchitecturalRequest,
      { body: { ItemId: id, Vote: 'Disapprove', Comment: 'Visible from the street.' } },
      president.token,
    );
    expect(voted.body).toEqual({
      Message: 'Thank you: your vote is recorded. The request is now disapproved.',
    });
    const decided = await view(id);
    expect(decided.Request.TopsStatusId).toBe(3);
    expect(decided.InternalApprovers[0]).toMatchObject({
      UserAgentId: board.userId,
      Vote: 'Disapprove',
      Reason: 'Visible from the street.',
    });
    expect(decided.StatusHistories.at(-1)).toMatchObject({
      DecidedBy: 'Internal',
      ByName: board.userName,
      Details: 'Visible from the street.',
    });
    // The committee member's links stopped with the decision.
    const [links = ['', '']] = await w.mailedTokens(w.members[1] ?? '');
    const late = await callApi(h.app, contract.committeeVotes.CastCommitteeVote, {
      body: { token: links[0] },
    });
    expect([late.status, late.errorCode]).toEqual([409, 'CommitteeVoteLinkDecided']);
  });

  it('refuses owners off the board (403), board members not asked to vote and other companies’ requests (404), and staff tokens (403)', async () => {
    const { w, boardUserOf, neighbour, president, id, view } = await votingWorld();
    const before = await view();
    const fileUrl = `/api/Portal/GetBoardArchitecturalFile/${String(id)}/1`;
    const calls = (token: string) => [
      callApi(h.app, P.GetBoardInbox, {}, token),
      callApi(h.app, P.GetBoardArchitecturalRequest, { query: { ItemId: id } }, token),
      callApi(
        h.app,
        P.BoardVoteArchitecturalRequest,
        { body: { ItemId: id, Vote: 'Approve', Comment: '' } },
        token,
      ),
    ];
    for (const call of calls(neighbour.token))
      expect(await call).toMatchObject({
        status: 403,
        errorMessage: BoardPortalMessages.notBoardMember,
      });
    const neighbourFile = await h.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { authorization: `Bearer ${neighbour.token}` },
    });
    expect(neighbourFile.statusCode).toBe(403);
    for (const call of calls(w.token)) expect((await call).status).toBe(403);

    // On the board but not an approver of the request: nothing in the inbox, the request 404.
    await boardUserOf(neighbour);
    const [inbox, detail, vote] = await Promise.all(calls(neighbour.token));
    expect(inbox?.body).toEqual({ Invoices: [], ArchitecturalRequests: [] });
    expect([detail?.status, vote?.status]).toEqual([404, 404]);
    const notAsked = await h.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { authorization: `Bearer ${neighbour.token}` },
    });
    expect(notAsked.statusCode).toBe(404);

    // Another company's request is not found.
    const theirs = await architecturalRequestWorld(h);
    const theirId = ok(
      await theirs.call(a.Create, {
        body: { ...theirs.request, CommitteeApproverEmails: theirs.members },
      }),
    ).Request.TopsItemId;
    const foreign = await Promise.all([
      callApi(
        h.app,
        P.GetBoardArchitecturalRequest,
        { query: { ItemId: theirId } },
        president.token,
      ),
      callApi(
        h.app,
        P.BoardVoteArchitecturalRequest,
        { body: { ItemId: theirId, Vote: 'Approve', Comment: '' } },
        president.token,
      ),
    ]);
    expect(foreign.map((r) => r.status)).toEqual([404, 404]);
    expect(await view()).toEqual(before);
  });
});
