import { describe, expect, it } from 'vitest';
import { contract, type NoteItemInput } from '@hoa/contract';
import { AgentTypeId, NoteMessages, StatusId, TxnTypeId } from '@hoa/domain';
import { addUserWithAgent, insertItem, insertNamedAgent } from '../../../test/activity-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';

describe.each(testDatabases())('notes and tasks on $name', (testDb) => {
  const h = useApp(testDb);

  async function setUp() {
    const company = await createTestCompany(h.database);
    const [community = 0, otherCommunity = 0] = company.communityIds;
    const owner = await insertNamedAgent(h.database, company.companyId, {
      name: 'Olivia Owner',
      agentTypeId: AgentTypeId.Owner,
      communityAgentId: community,
    });
    const manager = await addUserWithAgent(h.database, company.companyId, {
      name: 'Mia Manager',
      communityIds: [community],
      grants: [],
    });
    const token = await signIn(h.app, company.admin.userName);
    return { company, community, otherCommunity, owner, manager, token };
  }

  const body = (
    community: number,
    about: number,
    change: Partial<NoteItemInput> = {},
  ): NoteItemInput => ({
    CommunityAgentId: community,
    TxnType: TxnTypeId.Comment,
    Note: { TopsAgentId: about, Subject: 'Called about the fence', Description: 'Left a message' },
    ...change,
  });

  it('creates, reads, edits, deletes and restores a note, and alerts the assigned user', async () => {
    const { community, owner, manager, token } = await setUp();
    const created = await callApi(
      h.app,
      contract.notes.Create,
      {
        body: body(community, owner, {
          StartDate: '2026-03-01',
          EndDate: '2026-03-15',
          AssignedAgentIds: [manager.agentId],
          Note: {
            TopsAgentId: owner,
            Subject: '  Called about the fence ',
            Description: 'Left a message',
            IsPublic: true,
            IncludeInPropertyAccountingFeed: true,
          },
        }),
      },
      token,
    );
    expect(created.status).toBe(200);
    const note = created.body;
    expect(note).toMatchObject({
      CommunityAgentId: community,
      TxnType: 64,
      TxnTypeName: 'Comment',
      TopsStatusId: StatusId.Complete,
      StartDate: '2026-03-01',
      EndDate: '2026-03-15',
      Note: {
        TopsAgentId: owner,
        AgentName: 'Olivia Owner',
        Subject: 'Called about the fence',
        IsPublic: true,
        IncludeInPropertyAccountingFeed: true,
        IsDeleted: false,
      },
      AssignedAgents: [{ TopsAgentId: manager.agentId, DisplayName: 'Mia Manager' }],
    });

    const read = await callApi(
      h.app,
      contract.notes.GetNoteByItemId,
      { query: { itemId: note.TopsItemId } },
      token,
    );
    expect(read.body).toEqual(note);
    const assigned = await callApi(
      h.app,
      contract.notes.GetAgentsAssignedToNote,
      { query: { noteId: note.Note.TopsNoteId } },
      token,
    );
    expect(assigned.body.map((a) => a.DisplayName)).toEqual(['Mia Manager']);

    // The assigned user sees an alert that opens the note.
    const managerToken = await signIn(h.app, manager.userName);
    const alerts = await callApi(h.app, contract.alerts.GetAlerts, {}, managerToken);
    expect(alerts.body).toMatchObject([
      {
        Title: 'Note assigned to you: Called about the fence',
        Link: `/community/${community}/notes/view/${note.TopsItemId}`,
      },
    ]);

    // Editing: a new subject, the community as its subject, nobody assigned (no new alert).
    const edited = await callApi(
      h.app,
      contract.notes.Create,
      {
        body: body(community, community, {
          TopsItemId: note.TopsItemId,
          Note: {
            TopsNoteId: note.Note.TopsNoteId,
            TopsAgentId: community,
            Subject: 'Fence fixed',
          },
        }),
      },
      token,
    );
    expect(edited.body).toMatchObject({
      TopsItemId: note.TopsItemId,
      Note: { Subject: 'Fence fixed', TopsAgentId: community, IsPublic: false },
      AssignedAgents: [],
    });
    const count = await callApi(h.app, contract.alerts.GetTotalCount, {}, managerToken);
    expect(count.body).toBe(1);

    const list = await callApi(
      h.app,
      contract.notes.GetCommunityNotes,
      { query: { communityAgentId: community, txnTypeId: '64' } },
      token,
    );
    expect(list.body.TotalCount).toBe(1);
    expect(list.body.Items[0]).toMatchObject({ Subject: 'Fence fixed', AssignedCount: 0 });

    const deleted = await callApi(
      h.app,
      contract.notes.Create,
      {
        body: body(community, community, {
          TopsItemId: note.TopsItemId,
          Note: { TopsAgentId: community, Subject: 'Fence fixed', IsDeleted: true },
        }),
      },
      token,
    );
    expect(deleted.body).toMatchObject({
      TopsStatusId: StatusId.Deleted,
      Note: { IsDeleted: true },
    });
    const afterDelete = await callApi(
      h.app,
      contract.notes.GetCommunityNotes,
      { query: { communityAgentId: community, txnTypeId: '64' } },
      token,
    );
    expect(afterDelete.body).toEqual({ TotalCount: 0, Items: [] });
    const restored = await callApi(
      h.app,
      contract.notes.Create,
      {
        body: body(community, community, {
          TopsItemId: note.TopsItemId,
          Note: { TopsAgentId: community, Subject: 'Fence fixed' },
        }),
      },
      token,
    );
    expect(restored.body.TopsStatusId).toBe(StatusId.Complete);
  });

  it('opens a task, lists it as open, completes it once, and lists it as completed', async () => {
    const { community, owner, token } = await setUp();
    const created = await callApi(
      h.app,
      contract.notes.Create,
      {
        body: body(community, owner, {
          TxnType: TxnTypeId.Task,
          Note: { TopsAgentId: owner, Subject: 'Inspect the fence' },
        }),
      },
      token,
    );
    const task = created.body;
    expect(task).toMatchObject({ TxnType: 65, TopsStatusId: 10, StatusName: 'Open' });
    const tasks = (isCompleted: 'true' | 'false') =>
      callApi(
        h.app,
        contract.notes.GetCommunityNotes,
        { query: { communityAgentId: community, txnTypeId: '65', isCompleted } },
        token,
      );
    expect((await tasks('false')).body.Items.map((t) => t.TopsItemId)).toEqual([task.TopsItemId]);
    expect((await tasks('true')).body.TotalCount).toBe(0);

    const asNote = await callApi(
      h.app,
      contract.notes.GetNoteByItemId,
      { query: { itemId: task.TopsItemId } },
      token,
    );
    expect(asNote.status).toBe(400);
    expect(asNote.errorMessage).toBe(NoteMessages.notANote);

    const done = await callApi(
      h.app,
      contract.notes.SetTaskCompleted,
      { params: { id: task.TopsItemId } },
      token,
    );
    expect(done.body).toMatchObject({ TopsStatusId: 5, StatusName: 'Complete' });
    expect(done.body.CompletedAt).not.toBeNull();
    const again = await callApi(
      h.app,
      contract.notes.SetTaskCompleted,
      { params: { id: task.TopsItemId } },
      token,
    );
    expect(again.body.CompletedAt).toBe(done.body.CompletedAt);
    expect((await tasks('true')).body.Items.map((t) => t.TopsItemId)).toEqual([task.TopsItemId]);
    expect((await tasks('false')).body.TotalCount).toBe(0);
    const read = await callApi(
      h.app,
      contract.notes.GetTaskByItemId,
      { query: { itemId: task.TopsItemId } },
      token,
    );
    expect(read.body.TopsStatusId).toBe(5);

    const turned = await callApi(
      h.app,
      contract.notes.Create,
      {
        body: body(community, owner, { TopsItemId: task.TopsItemId, TxnType: TxnTypeId.Comment }),
      },
      token,
    );
    expect(turned.errorMessage).toBe(NoteMessages.typeChange);
  });

  it('refuses a missing subject with the spec message, and agents or dates that do not fit', async () => {
    const { company, community, otherCommunity, token } = await setUp();
    const post = (payload: object) =>
      h.app.inject({
        method: 'POST',
        url: contract.notes.Create.path,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    for (const Subject of ['', '   ', undefined]) {
      const response = await post({
        CommunityAgentId: community,
        TxnType: 64,
        Note: { TopsAgentId: community, Subject },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorMessage: 'Note.Subject: Subject is required.' });
    }
    const strayAgent = await insertNamedAgent(h.database, company.companyId, {
      name: 'Elsewhere',
      agentTypeId: AgentTypeId.Owner,
      communityAgentId: otherCommunity,
    });
    const wrongAgent = await callApi(
      h.app,
      contract.notes.Create,
      { body: body(community, strayAgent) },
      token,
    );
    expect(wrongAgent.status).toBe(400);
    expect(wrongAgent.errorMessage).toBe(NoteMessages.agentNotInCommunity);
    const dates = await callApi(
      h.app,
      contract.notes.Create,
      { body: body(community, community, { StartDate: '2026-03-02', EndDate: '2026-03-01' }) },
      token,
    );
    expect(dates.errorMessage).toBe(NoteMessages.endBeforeStart);
  });

  it('answers 403 off the community list and 404 for another company', async () => {
    const { company, community, otherCommunity, token } = await setUp();
    const other = await createTestCompany(h.database);
    const outsider = await addUser(h.database, company.companyId, {
      communityIds: [otherCommunity],
      grants: [],
    });
    const outsiderToken = await signIn(h.app, outsider.userName);
    const note = await callApi(
      h.app,
      contract.notes.Create,
      { body: body(community, community) },
      token,
    );
    const read = (t: string) =>
      callApi(
        h.app,
        contract.notes.GetNoteByItemId,
        { query: { itemId: note.body.TopsItemId } },
        t,
      );
    expect((await read(outsiderToken)).status).toBe(403);
    expect(
      (
        await callApi(
          h.app,
          contract.notes.Create,
          { body: body(community, community) },
          outsiderToken,
        )
      ).status,
    ).toBe(403);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect((await read(otherToken)).status).toBe(404);
    const complete = await callApi(
      h.app,
      contract.notes.SetTaskCompleted,
      { params: { id: note.body.TopsItemId } },
      otherToken,
    );
    expect(complete.status).toBe(404);
    const foreignCommunity = await callApi(
      h.app,
      contract.notes.Create,
      { body: body(community, community) },
      otherToken,
    );
    expect(foreignCommunity.status).toBe(404);
  });

  it('lists an item’s notes and offers the community, its users and searched agents', async () => {
    const { company, community, owner, manager, token } = await setUp();
    const charge = await insertItem(h.database, company.companyId, {
      communityAgentId: community,
      txnTypeId: TxnTypeId.AddCharge,
      agentIds: [owner],
    });
    const comment = await callApi(
      h.app,
      contract.notes.Create,
      { body: body(community, owner, { TopsParentItemId: charge.itemId }) },
      token,
    );
    const index = await callApi(
      h.app,
      contract.notes.Index,
      { query: { itemId: charge.itemId } },
      token,
    );
    expect(index.body.map((n) => n.TopsItemId)).toEqual([comment.body.TopsItemId]);
    expect(index.body[0]?.TopsParentItemId).toBe(charge.itemId);

    const options = (searchTerm?: string) =>
      callApi(
        h.app,
        contract.notes.GetNoteAgentOptions,
        { query: { communityAgentId: community, searchTerm } },
        token,
      );
    const plain = (await options()).body;
    expect(plain[0]?.TopsAgentId).toBe(community);
    expect(plain.map((a) => a.TopsAgentId)).toContain(manager.agentId);
    expect(plain.map((a) => a.TopsAgentId)).not.toContain(owner);
    expect((await options('o')).body.map((a) => a.TopsAgentId)).not.toContain(owner);
    const searched = (await options(' oliv ')).body;
    expect(searched.find((a) => a.TopsAgentId === owner)).toEqual({
      TopsAgentId: owner,
      TopsAgentTypeId: AgentTypeId.Owner,
      AgentTypeName: 'Owner',
      DisplayName: 'Olivia Owner',
    });
  });
});
