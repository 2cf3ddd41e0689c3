import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { duplicateTemplateNameMessage, TemplateMessages, TemplateTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { fetchFile } from '../../../test/attachments-factories';
import {
  communicationsWorld,
  templateDocx,
  uploadTemplate,
} from '../../../test/communications-factories';
import { pdfText } from '../../../test/coupon-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const t = contract.templates;
const letter = TemplateTypeId.Letter;

describe.each(testDatabases())('templates on $name', (testDb) => {
  const h = useApp(testDb);

  it('has the system template of each type from the company’s first day', async () => {
    const w = await communicationsWorld(h, 2);
    const all = await callApi(h.app, t.GetAllTemplates, { query: { isSystem: 'true' } }, w.token);
    expect(all.status).toBe(200);
    expect(all.body.Templates.map((x) => [x.TopsTemplateTypeId, x.Name])).toEqual([
      [1, 'Default Collection Letter'],
      [1, 'Default Letter'],
      [2, 'Default Check Letter'],
      [3, 'Default Vendor Letter'],
      [4, 'Default CCR Letter'],
      [5, 'Default ARC Letter'],
    ]);
    // The system letter previews for an owner: name and balance merged, as a PDF.
    const system = all.body.Templates.find((x) => x.Name === 'Default Letter');
    const preview = await fetchFile(
      h.app,
      `${t.PreviewTemplate.path}?topsTemplateId=${system?.TopsTemplateId}&communityAgentId=${w.communityId}&ownerAgentId=${w.homes[0]?.ownerId}`,
      w.token,
    );
    expect(preview.status).toBe(200);
    expect(preview.contentType).toBe('application/pdf');
    const text = pdfText(preview.bytes);
    expect(text).toContain('Owner1 Home001');
    expect(text).toContain('$250.00');
  });

  it('takes a Word template with known merge codes and refuses what it cannot use', async () => {
    const w = await communicationsWorld(h, 2);
    const good = await templateDocx([
      'Dear {OwnerName},',
      'Your balance is {Balance}.',
      '{CommunityName}',
    ]);
    const uploaded = await uploadTemplate(
      h.app,
      w.token,
      { TopsTemplateTypeId: letter },
      { fileName: 'Balance notice.docx', bytes: good },
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.Message).toBe('Template Uploaded Successfully');
    expect(uploaded.body.Template).toMatchObject({
      Name: 'Balance notice',
      IsSystem: false,
      RequiresOwner: true,
      MergeCodes: ['OwnerName', 'Balance', 'CommunityName'],
    });
    const refused = async (name: string, bytes: Buffer, type = letter) =>
      uploadTemplate(h.app, w.token, { TopsTemplateTypeId: type }, { fileName: name, bytes });
    const typo = await refused('Typo.docx', await templateDocx(['Dear {OwnerNme},']));
    expect([typo.status, typo.errorMessage]).toEqual([
      400,
      TemplateMessages.incompatibleMergeCodes,
    ]);
    // A violation code in a plain letter belongs to another module.
    const module = await refused(
      'Wrong module.docx',
      await templateDocx(['{ViolationDescription}']),
    );
    expect(module.errorMessage).toBe(TemplateMessages.incompatibleMergeCodes);
    const long = await refused(`${'n'.repeat(46)}.docx`, good);
    expect([long.status, long.errorMessage]).toEqual([400, TemplateMessages.fileNameTooLong]);
    expect((await refused(`${'n'.repeat(45)}.docx`, good)).status).toBe(200);
    const text = await refused('Notes.txt', Buffer.from('Dear {OwnerName}'));
    expect([text.status, text.errorMessage]).toEqual([400, TemplateMessages.notWord]);
    const broken = await refused('Broken.docx', Buffer.from('PK\u0003\u0004 not really a zip'));
    expect([broken.status, broken.errorMessage]).toEqual([400, TemplateMessages.malformed]);
    const twice = await refused('Balance notice.docx', good);
    expect([twice.status, twice.errorMessage]).toEqual([
      400,
      duplicateTemplateNameMessage('Balance notice', 'Letter'),
    ]);
    // Replacing the document keeps the template; a system template cannot be replaced.
    const id = uploaded.body.Template.TopsTemplateId;
    const replaced = await uploadTemplate(
      h.app,
      w.token,
      { TopsTemplateId: id, TopsTemplateTypeId: letter },
      {
        fileName: 'Balance notice.docx',
        bytes: await templateDocx(['{OwnerName} owes {Balance}']),
      },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.Template.TopsTemplateId).toBe(id);
    expect(replaced.body.Template.MergeCodes).toEqual(['OwnerName', 'Balance']);
    const download = await fetchFile(h.app, `/api/Template/DownloadTemplate/${id}`, w.token);
    expect(download.status).toBe(200);
    expect(download.bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('saves options, links templates to a community and makes one its default', async () => {
    const w = await communicationsWorld(h, 2);
    const up = await uploadTemplate(
      h.app,
      w.token,
      { TopsTemplateTypeId: letter },
      { fileName: 'Welcome.docx', bytes: await templateDocx(['Welcome to {CommunityName}']) },
    );
    const id = up.body.Template.TopsTemplateId;
    expect(up.body.Template.RequiresOwner).toBe(false);
    const options = await callApi(
      h.app,
      t.SaveTemplateOptions,
      {
        body: {
          Template: {
            TopsTemplateId: id,
            IsColor: true,
            IsDoubleSided: true,
            MailroomDeliveryOption: 3,
            IncludeReturnEnvelope: false,
            PrepaidReturnPostage: true,
          },
        },
      },
      w.token,
    );
    expect(options.body).toMatchObject({
      IsColor: true,
      MailroomDeliveryOption: 3,
      PrepaidReturnPostage: false,
    });
    const usable = () =>
      callApi(
        h.app,
        t.GetTemplates,
        { query: { communityAgentId: w.communityId, topsTemplateTypeId: letter } },
        w.token,
      );
    // The system letter is the community's default; the collection letter is there too.
    expect((await usable()).body.map((x) => [x.Name, x.IsDefault])).toEqual([
      ['Default Letter', true],
      ['Default Collection Letter', false],
    ]);
    const defaults = await callApi(
      h.app,
      contract.communityDefaultTemplates.GetCommunityDefaultTemplates,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(defaults.body.map((d) => d.Template.Name)).toEqual([
      'Default Letter',
      'Default Check Letter',
      'Default Vendor Letter',
      'Default CCR Letter',
      'Default ARC Letter',
    ]);
    // The collection letter is chosen in the collection settings, not as the Letter default.
    const collection = (await usable()).body.find((x) => x.Name === 'Default Collection Letter');
    const notDefault = await callApi(
      h.app,
      contract.communityDefaultTemplates.SaveCommunityDefaultTemplate,
      {
        body: { communityAgentId: w.communityId, topsTemplateId: collection?.TopsTemplateId ?? 0 },
      },
      w.token,
    );
    expect([notDefault.status, notDefault.errorMessage]).toEqual([
      400,
      TemplateMessages.collectionNotDefault,
    ]);
    const linked = await callApi(
      h.app,
      t.LinkTemplateToCommunity,
      { body: { templateIds: [id], communityAgentId: w.communityId } },
      w.token,
    );
    expect(linked.body.map((x) => x.Name)).toContain('Welcome');
    const made = await callApi(
      h.app,
      contract.communityDefaultTemplates.SaveCommunityDefaultTemplate,
      { body: { communityAgentId: w.communityId, topsTemplateId: id } },
      w.token,
    );
    expect(made.body.IsDefault).toBe(true);
    expect((await usable()).body.map((x) => [x.Name, x.IsDefault])).toEqual([
      ['Welcome', true],
      ['Default Collection Letter', false],
      ['Default Letter', false],
    ]);
    const byModule = await callApi(
      h.app,
      t.GetByModule,
      { query: { module: 'Letter', cmtyId: w.communityId } },
      w.token,
    );
    expect(byModule.body[0]?.Name).toBe('Welcome');
    // Search starts after more than 1 character.
    const search = (name: string) =>
      callApi(h.app, t.GetAllTemplates, { query: { name } }, w.token).then(
        (r) => r.body.TotalCount,
      );
    expect(await search('W')).toBe(await search(''));
    expect(await search('We')).toBe(1);
    const codes = await callApi(
      h.app,
      t.GetMergeCodes,
      { query: { topsTemplateTypeId: 4 } },
      w.token,
    );
    expect(codes.body.map((c) => c.Code)).toContain('ViolationDescription');
    const sheet = await fetchFile(h.app, `${t.GetMergeCodes.path}?format=xlsx`, w.token);
    expect([sheet.status, sheet.bytes.subarray(0, 2).toString()]).toEqual([200, 'PK']);
    const removed = await callApi(h.app, t.RemoveTemplate, { params: { id } }, w.token);
    expect(removed.status).toBe(200);
    expect((await usable()).body.map((x) => x.Name)).toEqual([
      'Default Letter',
      'Default Collection Letter',
    ]);
  });

  it('hides another company’s templates and refuses callers without the communications claim', async () => {
    const w = await communicationsWorld(h, 1);
    const up = await uploadTemplate(
      h.app,
      w.token,
      { TopsTemplateTypeId: letter },
      { fileName: 'Private.docx', bytes: await templateDocx(['{OwnerName}']) },
    );
    const id = up.body.Template.TopsTemplateId;
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect(
      (await fetchFile(h.app, `/api/Template/DownloadTemplate/${id}`, otherToken)).status,
    ).toBe(404);
    const listed = await callApi(
      h.app,
      t.GetAllTemplates,
      { query: { topsTemplateId: id } },
      otherToken,
    );
    expect(listed.body.TotalCount).toBe(0);
    const options = await callApi(
      h.app,
      t.SaveTemplateOptions,
      {
        body: {
          Template: {
            TopsTemplateId: id,
            IsColor: false,
            IsDoubleSided: false,
            MailroomDeliveryOption: 1,
            IncludeReturnEnvelope: false,
            PrepaidReturnPostage: false,
          },
        },
      },
      otherToken,
    );
    expect(options.status).toBe(404);
    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [
        { ...fullGrant('communications'), CanCreate: false, CanUpdate: false, CanDelete: false },
      ],
    });
    const readerToken = await signIn(h.app, reader.userName);
    expect((await callApi(h.app, t.GetAllTemplates, { query: {} }, readerToken)).status).toBe(200);
    const upload = await uploadTemplate(
      h.app,
      readerToken,
      { TopsTemplateTypeId: letter },
      { fileName: 'Nope.docx', bytes: await templateDocx(['x']) },
    );
    expect(upload.status).toBe(403);
    const none = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [],
    });
    expect(
      (await callApi(h.app, t.GetAllTemplates, { query: {} }, await signIn(h.app, none.userName)))
        .status,
    ).toBe(403);
  });
});
