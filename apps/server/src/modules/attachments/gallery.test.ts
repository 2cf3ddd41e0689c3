import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import {
  attachmentCompany,
  fetchFile,
  insertItemWithParty,
  SampleFiles,
  storedFiles,
  uploadFile,
  useAppWithFiles,
} from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';

const a = contract.attachments;

describe.each(testDatabases())('attachment gallery on $name', (testDb) => {
  const h = useAppWithFiles(testDb);

  async function withFiles(names: string[], tags = '') {
    const c = await attachmentCompany(h);
    const ids: number[] = [];
    for (const fileName of names) {
      const created = await uploadFile(
        h.app,
        a.CreateAgentAttachment,
        { TopsAgentId: c.ownerId, Tags: tags },
        { fileName, bytes: SampleFiles.pdf },
        c.token,
      );
      ids.push(created.body.TopsAgentAttachmentId);
    }
    return { ...c, ids };
  }

  it('adds tags to many at once, searches tags and the gallery, and pins first', async () => {
    const c = await withFiles(
      ['Annual meeting.pdf', 'Pool rules.pdf', 'Budget 2025.pdf'],
      'Minutes',
    );
    const [first, second, third] = c.ids;
    if (!first || !second || !third) throw new Error('uploads missing');
    const added = await callApi(
      h.app,
      a.AddTagsToAgentAttachments,
      {
        body: { TopsAgentAttachmentIds: [first, second], Tags: ['Board', ' minutes ', 'Pool 50%'] },
      },
      c.token,
    );
    expect(added.body).toEqual({ UpdatedCount: 2 });

    const all = await callApi(
      h.app,
      a.GetAgentAttachments,
      { query: { agentId: c.ownerId } },
      c.token,
    );
    const tagsOf = (id: number) => all.body.find((r) => r.TopsAgentAttachmentId === id)?.Tags;
    expect(tagsOf(first)).toEqual(['Minutes', 'Board', 'Pool 50%']);
    expect(tagsOf(third)).toEqual(['Minutes']);

    const search = async (searchTerm: string) =>
      (await callApi(h.app, a.SearchTags, { query: { searchTerm } }, c.token)).body;
    expect(await search('bo')).toEqual(['Board']);
    expect(await search('MIN')).toEqual(['Minutes']);
    expect(await search('o')).toEqual(['Board', 'Pool 50%']);
    expect(await search('50%')).toEqual(['Pool 50%']);
    expect(await search('5_')).toEqual([]);

    const gallery = async (query: { searchTerm?: string; skip?: number; take?: number }) =>
      (
        await callApi(
          h.app,
          a.GetAgentAttachmentGallery,
          { query: { agentId: c.ownerId, ...query } },
          c.token,
        )
      ).body;
    expect((await gallery({ searchTerm: 'board' })).TotalCount).toBe(2);
    expect(
      (await gallery({ searchTerm: 'pool rules' })).Attachments.map((r) => r.TopsAgentAttachmentId),
    ).toEqual([second]);

    const pinned = await callApi(
      h.app,
      a.UpdateAgentAttachment,
      {
        body: {
          TopsAgentAttachmentId: first,
          IsPinned: true,
          IsOwnerAccess: true,
          IsBoardAccess: true,
          IsGallery: false,
          AttachmentDisplayName: 'Annual meeting minutes',
          Tags: ['Annual', 'annual', 'Meeting'],
        },
      },
      c.token,
    );
    expect(pinned.body).toMatchObject({
      IsPinned: true,
      IsOwnerAccess: true,
      IsBoardAccess: true,
      IsGallery: false,
      AttachmentDisplayName: 'Annual meeting minutes',
      AttachmentName: 'Annual meeting.pdf',
      Tags: ['Annual', 'Meeting'],
    });
    const page = await gallery({ skip: 0, take: 2 });
    expect(page.TotalCount).toBe(3);
    expect(page.Attachments.map((r) => r.TopsAgentAttachmentId)).toEqual([first, third]);
    expect(
      (await gallery({ skip: 2, take: 2 })).Attachments.map((r) => r.TopsAgentAttachmentId),
    ).toEqual([second]);
    const galleryOnly = await callApi(
      h.app,
      a.GetAgentAttachmentGallery,
      { query: { agentId: c.ownerId, galleryOnly: 'true' } },
      c.token,
    );
    expect(galleryOnly.body.TotalCount).toBe(2);

    const tooMany = await callApi(
      h.app,
      a.AddTagsToAgentAttachments,
      { body: { TopsAgentAttachmentIds: [first, 999_999_999], Tags: ['X'] } },
      c.token,
    );
    expect(tooMany.status).toBe(404);
  });

  it('deletes the row and the file, and keeps a file another record still uses', async () => {
    const c = await withFiles(['Lease.pdf', 'Insurance.pdf']);
    const [lease, insurance] = c.ids;
    if (!lease || !insurance) throw new Error('uploads missing');
    expect(await storedFiles(h.filesRoot, c.companyId)).toHaveLength(2);
    const all = await callApi(
      h.app,
      a.GetAgentAttachments,
      { query: { agentId: c.ownerId } },
      c.token,
    );
    const leaseRow = all.body.find((r) => r.TopsAgentAttachmentId === lease);
    const insuranceRow = all.body.find((r) => r.TopsAgentAttachmentId === insurance);
    if (!leaseRow || !insuranceRow) throw new Error('rows missing');

    const deleted = await callApi(
      h.app,
      a.DeleteAgentAttachment,
      { params: { id: lease } },
      c.token,
    );
    expect(deleted.body).toEqual({ success: true });
    const left = await callApi(
      h.app,
      a.GetAgentAttachments,
      { query: { agentId: c.ownerId } },
      c.token,
    );
    expect(left.body.map((r) => r.TopsAgentAttachmentId)).toEqual([insurance]);
    expect(await storedFiles(h.filesRoot, c.companyId)).toHaveLength(1);
    expect((await fetchFile(h.app, leaseRow.AttachmentUrl, c.token)).status).toBe(404);
    const byIds = await callApi(
      h.app,
      a.GetAttachmentsByAttachmentIds,
      { query: { attachmentIds: `${leaseRow.TopsAttachmentId},${insuranceRow.TopsAttachmentId}` } },
      c.token,
    );
    expect(byIds.body.map((r) => r.TopsAttachmentId)).toEqual([insuranceRow.TopsAttachmentId]);
    const again = await callApi(h.app, a.DeleteAgentAttachment, { params: { id: lease } }, c.token);
    expect(again.status).toBe(404);

    // The same file on a transaction too: removing it from the owner keeps the file.
    const party = await insertItemWithParty(h.database, c.companyId, {
      communityAgentId: c.community,
      agentId: c.ownerId,
      txnTypeId: TxnTypeId.WorkOrder,
      eventDate: '2025-03-01',
    });
    const linked = await callApi(
      h.app,
      a.CreateItemAgentAttachmentFromExistingAttachment,
      {
        body: {
          TopsAttachmentId: insuranceRow.TopsAttachmentId,
          TopsItemAgentId: party.itemAgentId,
        },
      },
      c.token,
    );
    expect(linked.body).toMatchObject({
      TopsItemId: party.itemId,
      AttachmentName: 'Insurance.pdf',
    });
    await callApi(h.app, a.DeleteAgentAttachment, { params: { id: insurance } }, c.token);
    expect(await storedFiles(h.filesRoot, c.companyId)).toHaveLength(1);
    const still = await fetchFile(h.app, insuranceRow.AttachmentUrl, c.token);
    expect(Buffer.compare(still.bytes, SampleFiles.pdf)).toBe(0);
    await callApi(
      h.app,
      a.DeleteItemAgentAttachment,
      { params: { id: linked.body.TopsItemAgentAttachmentId } },
      c.token,
    );
    expect(await storedFiles(h.filesRoot, c.companyId)).toEqual([]);
  });
});
