import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { Messages, type ClaimGrant } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import {
  attachmentCompany,
  fetchFile,
  SampleFiles,
  uploadFile,
  useAppWithFiles,
} from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';

const a = contract.attachments;
const read = (claim: ClaimGrant['Claim']): ClaimGrant => ({
  Claim: claim,
  CanCreate: false,
  CanRead: true,
  CanUpdate: false,
  CanDelete: false,
});

describe.each(testDatabases())('attachment access on $name', (testDb) => {
  const h = useAppWithFiles(testDb);

  async function companyWithFile() {
    const c = await attachmentCompany(h);
    const created = await uploadFile(
      h.app,
      a.CreateAgentAttachment,
      { TopsAgentId: c.ownerId, Tags: 'Lease' },
      { fileName: 'lease.pdf', bytes: SampleFiles.pdf },
      c.token,
    );
    return { ...c, file: created.body };
  }

  const upload = (agentId: number, token: string) =>
    uploadFile(
      h.app,
      a.CreateAgentAttachment,
      { TopsAgentId: agentId },
      { fileName: 'x.pdf', bytes: SampleFiles.pdf },
      token,
    );

  it('hides another company’s attachments: 404 everywhere', async () => {
    const mine = await companyWithFile();
    const other = await companyWithFile();
    const list = await callApi(
      h.app,
      a.GetAgentAttachments,
      { query: { agentId: mine.ownerId } },
      other.token,
    );
    expect(list.status).toBe(404);
    expect(list.errorMessage).toBe(Messages.notFound);
    expect((await upload(mine.ownerId, other.token)).status).toBe(404);
    expect((await fetchFile(h.app, mine.file.AttachmentUrl, other.token)).status).toBe(404);
    const del = await callApi(
      h.app,
      a.DeleteAgentAttachment,
      { params: { id: mine.file.TopsAgentAttachmentId } },
      other.token,
    );
    expect(del.status).toBe(404);
    const byIds = await callApi(
      h.app,
      a.GetAttachmentsByAttachmentIds,
      { query: { attachmentIds: String(mine.file.TopsAttachmentId) } },
      other.token,
    );
    expect(byIds.body).toEqual([]);
    const tags = await callApi(h.app, a.SearchTags, { query: { searchTerm: 'lea' } }, other.token);
    expect(tags.body).toEqual(['Lease']); // only its own file's tag
  });

  it('needs the agent type’s claim: read to list and download, update to upload and delete', async () => {
    const c = await companyWithFile();
    const nobody = await addUser(h.database, c.companyId, {
      communityIds: c.communityIds,
      grants: [],
    });
    const reader = await addUser(h.database, c.companyId, {
      communityIds: c.communityIds,
      grants: [read('owner')],
    });
    const noClaim = await signIn(h.app, nobody.userName);
    const readOnly = await signIn(h.app, reader.userName);

    const denied = await callApi(
      h.app,
      a.GetAgentAttachments,
      { query: { agentId: c.ownerId } },
      noClaim,
    );
    expect(denied.status).toBe(403);
    expect(denied.errorMessage).toBe(Messages.forbidden);
    expect((await fetchFile(h.app, c.file.AttachmentUrl, noClaim)).status).toBe(403);
    expect((await upload(c.ownerId, noClaim)).status).toBe(403);
    expect(
      (await callApi(h.app, a.SearchTags, { query: { searchTerm: '' } }, noClaim)).body,
    ).toEqual([]);

    const listed = await callApi(
      h.app,
      a.GetAgentAttachments,
      { query: { agentId: c.ownerId } },
      readOnly,
    );
    expect(listed.body).toHaveLength(1);
    const file = await fetchFile(h.app, c.file.AttachmentUrl, readOnly);
    expect(Buffer.compare(file.bytes, SampleFiles.pdf)).toBe(0);
    expect((await upload(c.ownerId, readOnly)).status).toBe(403);
    const update = await callApi(
      h.app,
      a.UpdateAgentAttachment,
      { body: { TopsAgentAttachmentId: c.file.TopsAgentAttachmentId, IsPinned: true } },
      readOnly,
    );
    expect(update.status).toBe(403);
    const tags = await callApi(
      h.app,
      a.AddTagsToAgentAttachments,
      { body: { TopsAgentAttachmentIds: [c.file.TopsAgentAttachmentId], Tags: ['X'] } },
      readOnly,
    );
    expect(tags.status).toBe(403);
    const del = await callApi(
      h.app,
      a.DeleteAgentAttachment,
      { params: { id: c.file.TopsAgentAttachmentId } },
      readOnly,
    );
    expect(del.status).toBe(403);
    const still = await callApi(
      h.app,
      a.CountAgentAttachments,
      { query: { agentId: c.ownerId } },
      c.token,
    );
    expect(still.body).toBe(1);
  });

  it('keeps to the community list; company-wide agents such as vendors are open to all', async () => {
    const c = await companyWithFile();
    const elsewhere = await addUser(h.database, c.companyId, {
      communityIds: [c.otherCommunity],
      grants: [fullGrant('owner'), fullGrant('vendors')],
    });
    const token = await signIn(h.app, elsewhere.userName);
    const offList = await callApi(
      h.app,
      a.GetAgentAttachments,
      { query: { agentId: c.ownerId } },
      token,
    );
    expect(offList.status).toBe(403);
    expect(offList.errorMessage).toBe(Messages.communityNotOnList);
    expect((await fetchFile(h.app, c.file.AttachmentUrl, token)).status).toBe(403);
    expect((await upload(c.ownerId, token)).status).toBe(403);

    const vendorFile = await upload(c.vendorId, token);
    expect(vendorFile.status).toBe(200);
    const vendorList = await callApi(
      h.app,
      a.GetAgentAttachments,
      { query: { agentId: c.vendorId } },
      c.token,
    );
    expect(vendorList.body.map((r) => r.AttachmentName)).toEqual(['x.pdf']);
    // The owner's file is not offered to this user by id either.
    const byIds = await callApi(
      h.app,
      a.GetAttachmentsByAttachmentIds,
      {
        query: {
          attachmentIds: `${c.file.TopsAttachmentId},${vendorFile.body.TopsAttachmentId}`,
        },
      },
      token,
    );
    expect(byIds.body.map((r) => r.TopsAttachmentId)).toEqual([vendorFile.body.TopsAttachmentId]);
  });

  it('refuses calls without a bearer token', async () => {
    const c = await companyWithFile();
    const response = await h.app.inject({ method: 'GET', url: c.file.AttachmentUrl });
    expect(response.statusCode).toBe(401);
    const list = await callApi(h.app, a.GetAgentAttachments, { query: { agentId: c.ownerId } });
    expect(list.status).toBe(401);
  });
});
