import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import {
  attachmentCompany,
  fetchFile,
  SampleFiles,
  uploadFile,
  useAppWithFiles,
} from '../../../test/attachments-factories';
import { callApi, signIn } from '../../../test/api';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { beginTransfer, completeTransfer } from '../../../test/transfer-factories';

const S = contract.apSettings;

describe.each(testDatabases())('community transfer of files and settings on $name', (testDb) => {
  const h = useAppWithFiles(testDb);

  it('the receiver downloads the moved attachments (stored under the sender) and has the AP settings', async () => {
    const c = await attachmentCompany(h);
    const uploaded = await uploadFile(
      h.app,
      contract.attachments.CreateAgentAttachment,
      { TopsAgentId: c.ownerId },
      { fileName: 'deed.pdf', bytes: SampleFiles.pdf, contentType: 'application/pdf' },
      c.token,
    );
    expect(uploaded.status).toBe(200);
    const settings = {
      CommunityAgentId: c.community,
      ContractValue: 1_234_500,
      PaymentsKpiEmail: 'kpi@example.com',
    };
    expect(
      (await callApi(h.app, S.PostCommunityAPSettings, { body: settings }, c.token)).status,
    ).toBe(200);
    const receiver = await createTestCompany(h.database);
    const receiverToken = await signIn(h.app, receiver.admin.userName);

    const id = await beginTransfer(h, c.token, receiverToken, c.community);
    const done = await completeTransfer(h, receiverToken, id);
    expect([done.status, done.errorMessage]).toEqual([200, undefined]);

    const file = await fetchFile(h.app, uploaded.body.AttachmentUrl, receiverToken);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.bytes, SampleFiles.pdf)).toBe(0);
    expect((await fetchFile(h.app, uploaded.body.AttachmentUrl, c.token)).status).toBe(404);

    const query = { query: { communityAgentId: c.community } };
    const moved = await callApi(h.app, S.GetCommunityAPSettings, query, receiverToken);
    expect(moved.body).toMatchObject({
      ContractValue: 1_234_500,
      PaymentsKpiEmail: 'kpi@example.com',
    });
    expect((await callApi(h.app, S.GetCommunityAPSettings, query, c.token)).status).toBe(404);
  });
});
