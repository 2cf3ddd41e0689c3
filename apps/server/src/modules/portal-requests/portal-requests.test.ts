import { contract } from '@hoa/contract';
import { addDays, AgentTypeId, CodeTypeId, formatDate, localDay } from '@hoa/domain';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { fetchFile, SampleFiles, uploadFile } from '../../../test/attachments-factories';
import { architecturalRequestWorld } from '../../../test/architectural-request-factories';
import { insertArchitecturalRequest } from '../../../test/architectural-request-inserts';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { createOwner } from '../../../test/profile-factories';
import {
  code,
  groupTwoOwners,
  invitedOwner,
  ownerPortalWorld,
  registerOwner,
  violationOf,
} from '../../../test/owner-portal-factories';

const p = contract.portalRequests;
const photo = { fileName: 'leak.png', bytes: SampleFiles.png, contentType: 'image/png' };

/** Two owners of the company's first community, which has the architectural code FENCE. */
async function fenceWorld(h: Harness) {
  const { staffToken, owners } = await ownerPortalWorld(h);
  const [a, b] = owners;
  const fence = await code(
    h,
    staffToken,
    a.communityAgentId,
    CodeTypeId.ArchitecturalCode,
    'FENCE',
  );
  return { staffToken, a, b, fence };
}

describe.each(testDatabases())('owner portal requests and violations on $name', (testDb) => {
  const h = useApp(testDb);

  it('an owner sends a service request with a photo that the back office sees from the Portal, and sees it started', async () => {
    const { company, staffToken, owners } = await ownerPortalWorld(h);
    const [a, b] = owners;
    const sent = await uploadFile(
      h.app,
      p.SendRequest,
      {
        Kind: 'Service',
        PropertyAgentId: a.propertyAgentId,
        Subject: 'Leaking gutter',
        Description: 'Water runs down the front wall.',
      },
      photo,
      a.token,
    );
    expect(sent.status, sent.errorMessage).toBe(200);
    expect(sent.body).toMatchObject({
      Kind: 'Service',
      Subject: 'Leaking gutter',
      Description: 'Water runs down the front wall.',
      State: 'Open',
      SourceName: 'Portal',
      ReceivedDate: localDay(new Date()),
      NextStep: 'The management office will review your request.',
    });
    expect(sent.body.Photos).toHaveLength(1);
    const itemId = sent.body.TopsItemId;

    const staffView = ok(
      await callApi(
        h.app,
        contract.serviceRequests.GetServiceRequest,
        { query: { itemId } },
        staffToken,
      ),
    );
    expect(staffView.Request).toMatchObject({ SourceName: 'Portal', State: 'Open' });
    expect(staffView.Photos).toHaveLength(1);
    const page = ok(
      await callApi(
        h.app,
        contract.serviceRequests.TicketsPage,
        { query: { communityAgentId: a.communityAgentId } },
        staffToken,
      ),
    );
    expect(page.Records.map((r) => r.TopsItemId)).toContain(itemId);

    const file = await fetchFile(h.app, sent.body.Photos[0]?.Url ?? '', a.token);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.bytes).equals(SampleFiles.png)).toBe(true);

    ok(
      await callApi(
        h.app,
        contract.serviceRequests.SetInProgress,
        { body: { TopsItemId: itemId, IsInProgress: true } },
        staffToken,
      ),
    );
    const mine = ok(await callApi(h.app, p.GetMyRequests, {}, a.token));
    expect(mine.find((r) => r.TopsItemId === itemId)).toMatchObject({
      State: 'In Progress',
      NextStep: 'The work has started.',
    });

    // Another photo on the open request; owner B sees none of it.
    const more = await uploadFile(
      h.app,
      p.UploadRequestPhoto,
      { TopsItemId: itemId },
      photo,
      a.token,
    );
    expect(more.status, more.errorMessage).toBe(200);
    expect(more.body.Photos).toHaveLength(2);
    expect((await callApi(h.app, p.GetMyRequest, { params: { id: itemId } }, b.token)).status).toBe(
      404,
    );
    expect((await fetchFile(h.app, sent.body.Photos[0]?.Url ?? '', b.token)).status).toBe(404);
    expect(
      (await uploadFile(h.app, p.UploadRequestPhoto, { TopsItemId: itemId }, photo, b.token))
        .status,
    ).toBe(404);
    expect(ok(await callApi(h.app, p.GetMyRequests, {}, b.token))).toEqual([]);
    // Nor about a property that is not theirs.
    const foreign = await uploadFile(
      h.app,
      p.SendRequest,
      {
        Kind: 'General',
        PropertyAgentId: a.propertyAgentId,
        Subject: 'Pool hours',
        Description: '',
      },
      null,
      b.token,
    );
    expect(foreign.status).toBe(404);
    expect(company.companyId).toBeGreaterThan(0);
  });

  it('an owner sends a general request without a photo; a request without a subject is refused', async () => {
    const { owners } = await ownerPortalWorld(h);
    const [a] = owners;
    const sent = await uploadFile(
      h.app,
      p.SendRequest,
      {
        Kind: 'General',
        PropertyAgentId: a.propertyAgentId,
        Subject: 'Pool hours',
        Description: 'When does the pool open?',
      },
      null,
      a.token,
    );
    expect(sent.status, sent.errorMessage).toBe(200);
    expect(sent.body).toMatchObject({
      Kind: 'General',
      State: 'Open',
      SourceName: 'Portal',
      Photos: [],
    });
    const empty = await uploadFile(
      h.app,
      p.SendRequest,
      { Kind: 'General', PropertyAgentId: a.propertyAgentId, Subject: ' ', Description: 'x' },
      null,
      a.token,
    );
    expect(empty.status).toBe(400);
    expect(empty.errorMessage).toBe('Say in a few words what the request is about.');
    expect(ok(await callApi(h.app, p.GetMyRequests, {}, a.token))).toHaveLength(1);
  });

  it('an owner replies to a violation, the reply shows in the back office feed; owner B and another company get 404', async () => {
    const { staffToken, owners } = await ownerPortalWorld(h);
    const [a, b] = owners;
    const itemId = await violationOf(h, staffToken, a);
    const list = ok(await callApi(h.app, p.GetMyViolations, {}, a.token));
    expect(list).toEqual([
      expect.objectContaining({
        TopsItemId: itemId,
        CodeName: 'TRASH rule',
        State: 'Open',
        NextStep: 'Please correct this by 02/04/2026; otherwise the next step is taken.',
      }),
    ]);
    const replied = await callApi(
      h.app,
      p.ReplyToViolation,
      { body: { TopsItemId: itemId, Reply: 'The cans are in the garage now.' } },
      a.token,
    );
    expect(replied.status, replied.errorMessage).toBe(200);
    expect(replied.body.Replies.map((r) => r.Reply)).toEqual(['The cans are in the garage now.']);
    const feed = ok(
      await callApi(
        h.app,
        contract.activity.GetItemAgentFeed,
        { query: { agentId: a.ownerAgentId } },
        staffToken,
      ),
    );
    expect(feed.Items).toContainEqual(
      expect.objectContaining({
        TopsTxnTypeId: 64,
        Comments: 'Owner reply: The cans are in the garage now.',
      }),
    );
    const blank = await callApi(
      h.app,
      p.ReplyToViolation,
      { body: { TopsItemId: itemId, Reply: '  ' } },
      a.token,
    );
    expect(blank.status).toBe(400);

    expect(ok(await callApi(h.app, p.GetMyViolations, {}, b.token))).toEqual([]);
    expect(
      (await callApi(h.app, p.GetMyViolation, { params: { id: itemId } }, b.token)).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          p.ReplyToViolation,
          { body: { TopsItemId: itemId, Reply: 'Not mine' } },
          b.token,
        )
      ).status,
    ).toBe(404);
    const other = await ownerPortalWorld(h);
    const stranger = other.owners[0].token;
    expect(
      (await callApi(h.app, p.GetMyViolation, { params: { id: itemId } }, stranger)).status,
    ).toBe(404);
    expect(ok(await callApi(h.app, p.GetMyViolations, {}, stranger))).toEqual([]);
    // Staff tokens are refused on owner calls.
    expect((await callApi(h.app, p.GetMyViolations, {}, staffToken)).status).toBe(403);
  });

  it('an owner sees an architectural request with its decision date, and the day it was decided', async () => {
    const { company, staffToken, owners } = await ownerPortalWorld(h);
    const [a, b] = owners;
    const codeId = await code(
      h,
      staffToken,
      a.communityAgentId,
      CodeTypeId.ArchitecturalCode,
      'FENCE',
    );
    const spec = {
      communityAgentId: a.communityAgentId,
      propertyAgentId: a.propertyAgentId,
      ownerAgentId: a.ownerAgentId,
      codeId,
      subject: 'New cedar fence',
      receivedOn: '2026-03-02',
      dueOn: '2026-04-01',
    };
    const pending = await insertArchitecturalRequest(h.database, company.companyId, spec);
    const decided = await insertArchitecturalRequest(h.database, company.companyId, {
      ...spec,
      subject: 'Paint the door',
      statusId: 2,
      decidedOn: '2026-03-20',
    });
    const mine = ok(await callApi(h.app, p.GetMyRequests, {}, a.token));
    expect(mine.find((r) => r.TopsItemId === pending)).toMatchObject({
      Kind: 'Architectural',
      State: 'Pending',
      NextStep: 'A decision is due by 04/01/2026.',
    });
    expect(mine.find((r) => r.TopsItemId === decided)).toMatchObject({
      State: 'Approved',
      NextStep: 'Approved on 03/20/2026.',
      CodeName: 'FENCE rule',
    });
    expect(
      (await callApi(h.app, p.GetMyRequest, { params: { id: pending } }, b.token)).status,
    ).toBe(404);
  });

  it('an owner sends an architectural request with a plan: the back office records it from the Portal with its approvers, actions and mails', async () => {
    const w = await architecturalRequestWorld(h);
    const owner = await registerOwner(
      h,
      w.company.companyId,
      await invitedOwner(h, w.company, w.token, w.communityId),
    );
    const kinds = ok(
      await callApi(
        h.app,
        p.GetMyArchitecturalCodes,
        { query: { propertyAgentId: owner.propertyAgentId } },
        owner.token,
      ),
    );
    expect(kinds.map((k) => k.CodeName)).toEqual(['Fence', 'Exterior paint']);
    const FENCE = w.codeIds.FENCE ?? 0;
    const sent = await uploadFile(
      h.app,
      p.SendRequest,
      {
        Kind: 'Architectural',
        PropertyAgentId: owner.propertyAgentId,
        TopsCodeId: FENCE,
        Subject: 'Cedar fence at the back',
        Description: 'A 6 ft cedar fence along the back line, from May 4 to May 8.',
      },
      photo,
      owner.token,
    );
    expect(sent.status, sent.errorMessage).toBe(200);
    const due = addDays(w.today, 30);
    expect(sent.body).toMatchObject({
      Kind: 'Architectural',
      CodeName: 'Fence',
      Subject: 'Cedar fence at the back',
      State: 'Pending',
      SourceName: 'Portal',
      ReceivedDate: w.today,
      NextStep: `A decision is due by ${formatDate(due)}.`,
    });
    expect(sent.body.Photos.map((f) => f.FileName)).toEqual(['leak.png']);
    const itemId = sent.body.TopsItemId;

    // As a request staff record: the community's approvers and counts, the process's actions, the
    // committee mailed its links with the owner's plan.
    const view = ok(
      await callApi(h.app, contract.architecturalRequests.ViewPage, { query: { itemId } }, w.token),
    );
    expect(view.Request).toMatchObject({
      SourceName: 'Portal',
      OwnerAgentId: owner.ownerAgentId,
      TopsCodeId: FENCE,
      DueDate: due,
      RequiredInternalApprovals: 1,
      RequiredCommitteeApprovals: 2,
      TotalCommitteeApprovers: 2,
      ActionProcessName: 'Standard review',
      CurrentActionName: 'Received',
    });
    expect(view.InternalApprovers.map((a) => a.UserAgentId)).toContain(w.approver.userId);
    expect(view.CommitteeApprovers.map((c) => c.EmailAddress).sort()).toEqual(w.members);
    expect(view.Attachments.map((a) => a.AttachmentName)).toEqual(['leak.png']);
    for (const member of w.members) expect(await w.mailedTokens(member)).toHaveLength(1);
    expect(await w.mailedFiles(w.members[0] ?? '')).toEqual(['leak.png']);
    const tickets = ok(
      await callApi(
        h.app,
        contract.architecturalRequests.TicketsPage,
        { query: { communityAgentId: w.communityId } },
        w.token,
      ),
    );
    expect(tickets.Records.find((r) => r.TopsItemId === itemId)?.SourceName).toBe('Portal');
    // A request staff record has no source.
    const staff = ok(await w.call(contract.architecturalRequests.Create, { body: w.request }));
    expect(staff.Request.SourceName).toBeNull();
    // The grid's "From the portal" filter keeps the owner's request only.
    const listed = async (portalOnly?: 'true') =>
      ok(
        await callApi(
          h.app,
          contract.architecturalRequests.TicketsPage,
          { query: { communityAgentId: w.communityId, ...(portalOnly ? { portalOnly } : {}) } },
          w.token,
        ),
      ).Records.map((r) => [r.TopsItemId, r.SourceName]);
    expect(await listed()).toContainEqual([staff.Request.TopsItemId, null]);
    expect(await listed('true')).toEqual([[itemId, 'Portal']]);
  });

  it("refuses an architectural request without its kind of change, with another kind of code, without a subject, or of a property not the owner's", async () => {
    const { staffToken, a, b, fence } = await fenceWorld(h);
    const trash = await code(h, staffToken, a.communityAgentId, CodeTypeId.CcrCode, 'TRS');
    const send = (token: string, fields: Record<string, string | number>) =>
      uploadFile(
        h.app,
        p.SendRequest,
        {
          Kind: 'Architectural',
          PropertyAgentId: a.propertyAgentId,
          Subject: 'New patio',
          Description: '',
          ...fields,
        },
        null,
        token,
      );
    const refused = async (token: string, fields: Record<string, string | number>) => {
      const answer = await send(token, fields);
      return [answer.status, answer.errorMessage];
    };
    expect(await refused(a.token, {})).toEqual([
      400,
      'Choose the kind of change you want to make.',
    ]);
    expect(await refused(a.token, { TopsCodeId: trash })).toEqual([
      400,
      'The code is not an architectural code of this community.',
    ]);
    expect(await refused(a.token, { TopsCodeId: fence, Subject: ' ' })).toEqual([
      400,
      'Say in a few words what the request is about.',
    ]);
    // Owner B may not send one about A's home, nor another company's owner.
    expect((await send(b.token, { TopsCodeId: fence })).status).toBe(404);
    const stranger = (await ownerPortalWorld(h)).owners[0].token;
    expect((await send(stranger, { TopsCodeId: fence })).status).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          p.GetMyArchitecturalCodes,
          { query: { propertyAgentId: a.propertyAgentId } },
          b.token,
        )
      ).status,
    ).toBe(404);
    expect(ok(await callApi(h.app, p.GetMyRequests, {}, a.token))).toEqual([]);

    // The company's default settings: one internal approval, of the users working on the community.
    const sent = await send(a.token, { TopsCodeId: fence });
    expect(sent.status, sent.errorMessage).toBe(200);
    expect(sent.body).toMatchObject({ Kind: 'Architectural', State: 'Pending', Photos: [] });
    const view = ok(
      await callApi(
        h.app,
        contract.architecturalRequests.ViewPage,
        { query: { itemId: sent.body.TopsItemId } },
        staffToken,
      ),
    );
    expect(view.Request).toMatchObject({ RequiredInternalApprovals: 1, SourceName: 'Portal' });
    expect(view.InternalApprovers.length).toBeGreaterThan(0);
  });

  it("an owner sends an architectural request about a home of their group ownership: it names that home's owner and the sender sees it", async () => {
    const { staffToken, a, b, fence } = await fenceWorld(h);
    ok(await groupTwoOwners(h, staffToken, [a, b], { name: 'Heron holdings', push: false }));
    const primary = await createOwner(h.app, staffToken, b.propertyAgentId, {
      TopsAgentTypeId: AgentTypeId.PrimaryOwner,
      Contact: { FirstName: 'Pria', LastName: 'Heron' },
    });
    const sent = await uploadFile(
      h.app,
      p.SendRequest,
      {
        Kind: 'Architectural',
        PropertyAgentId: b.propertyAgentId,
        TopsCodeId: fence,
        Subject: 'Paint the shutters',
        Description: '',
      },
      null,
      a.token,
    );
    expect(sent.status, sent.errorMessage).toBe(200);
    const itemId = sent.body.TopsItemId;
    const view = ok(
      await callApi(
        h.app,
        contract.architecturalRequests.ViewPage,
        { query: { itemId } },
        staffToken,
      ),
    );
    expect(view.Request.OwnerAgentId).toBe(primary);
    const seen = (token: string) =>
      callApi(h.app, p.GetMyRequests, {}, token).then((r) => ok(r).map((x) => x.TopsItemId));
    expect(await seen(a.token)).toEqual([itemId]);
    // B, an owner record of that home, sees only what names them or no one.
    expect(await seen(b.token)).toEqual([]);
  });
});
