import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AgentTypeId, NoteMessages, StatusId, TxnTypeId } from '@hoa/domain';
import { insertItem, insertNamedAgent } from '../../../test/activity-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

describe.each(testDatabases())('owner transaction comments on $name', (testDb) => {
  const h = useApp(testDb);

  async function setUp(statusId: number) {
    const company = await createTestCompany(h.database);
    const [community = 0] = company.communityIds;
    const owner = await insertNamedAgent(h.database, company.companyId, {
      name: 'Omar Owner',
      agentTypeId: AgentTypeId.Owner,
      communityAgentId: community,
    });
    const charge = await insertItem(h.database, company.companyId, {
      communityAgentId: community,
      txnTypeId: TxnTypeId.ApplyCharges,
      statusId,
      agentIds: [owner],
    });
    const token = await signIn(h.app, company.admin.userName);
    return { company, community, owner, charge: charge.itemId, token };
  }

  const comment = (
    community: number,
    itemId: number,
    note: { TopsNoteId?: number; Subject: string; Description?: string; IsDeleted?: boolean },
  ) => ({
    body: {
      PostDate: '2026-04-01',
      CommunityAgentId: community,
      TopsItemId: itemId,
      TopsTxnTypeId: TxnTypeId.ApplyCharges,
      Note: note,
    },
  });

  it('saves a comment on a posted charge only when changed, and marks a deleted one', async () => {
    const { community, owner, charge, token } = await setUp(StatusId.Posted);
    const save = (note: Parameters<typeof comment>[2]) =>
      callApi(h.app, contract.notes.SaveCommentsItem, comment(community, charge, note), token);
    const created = await save({ Subject: 'Owner disputes', Description: 'Called Monday' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      TxnType: 64,
      TopsParentItemId: charge,
      EventDate: '2026-04-01',
      Note: { TopsAgentId: owner, Subject: 'Owner disputes', Description: 'Called Monday' },
    });
    const noteId = created.body.Note.TopsNoteId;

    const same = await save({
      TopsNoteId: noteId,
      Subject: 'Owner disputes',
      Description: 'Called Monday',
    });
    expect(same.body).toEqual(created.body);

    const changed = await save({
      TopsNoteId: noteId,
      Subject: 'Owner disputes',
      Description: 'Paid',
    });
    expect(changed.body.Note.Description).toBe('Paid');
    const index = await callApi(h.app, contract.notes.Index, { query: { itemId: charge } }, token);
    expect(index.body.map((n) => n.Note.Description)).toEqual(['Paid']);

    const deleted = await save({ TopsNoteId: noteId, Subject: 'Owner disputes', IsDeleted: true });
    expect(deleted.body).toMatchObject({
      TopsStatusId: StatusId.Deleted,
      Note: { IsDeleted: true },
    });
    const after = await callApi(h.app, contract.notes.Index, { query: { itemId: charge } }, token);
    expect(after.body).toEqual([]);

    const dropped = await save({ Subject: 'Never saved', IsDeleted: true });
    expect(dropped.status).toBe(400);
    expect(dropped.errorMessage).toBe(NoteMessages.nothingToDelete);
  });

  it('refuses comments unless the transaction is accrued (3) or posted (4)', async () => {
    const open = await setUp(StatusId.Open);
    const refused = await callApi(
      h.app,
      contract.notes.SaveCommentsItem,
      comment(open.community, open.charge, { Subject: 'Too early' }),
      open.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.errorMessage).toBe(NoteMessages.commentNotEditable);

    const accrued = await setUp(StatusId.Accrued);
    const saved = await callApi(
      h.app,
      contract.notes.SaveCommentsItem,
      comment(accrued.community, accrued.charge, { Subject: '' }),
      accrued.token,
    );
    expect(saved.status).toBe(400);
    expect(saved.errorMessage).toBe('Note.Subject: Subject is required.');
  });

  it('needs read access to the transaction type’s claim and the right type', async () => {
    const { company, community, charge, token } = await setUp(StatusId.Posted);
    const clerk = await addUser(h.database, company.companyId, {
      communityIds: [community],
      grants: [fullGrant('arcollection')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const denied = await callApi(
      h.app,
      contract.notes.SaveCommentsItem,
      comment(community, charge, { Subject: 'No access' }),
      clerkToken,
    );
    expect(denied.status).toBe(403);
    const wrongType = await callApi(
      h.app,
      contract.notes.SaveCommentsItem,
      {
        body: {
          ...comment(community, charge, { Subject: 'x' }).body,
          TopsTxnTypeId: TxnTypeId.LateFee,
        },
      },
      token,
    );
    expect(wrongType.status).toBe(404);
  });
});
