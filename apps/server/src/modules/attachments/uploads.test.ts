import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AttachmentTypeId, DefaultMaxUploadBytes } from '@hoa/domain';
import { callApi } from '../../../test/api';
import {
  attachmentCompany,
  fetchFile,
  SampleFiles,
  storedFiles,
  uploadFile,
  useAppWithFiles,
} from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';

const a = contract.attachments;

describe.each(testDatabases())('attachment uploads on $name', (testDb) => {
  const h = useAppWithFiles(testDb);

  it('stores each allowed type with its type read from the content, and downloads the same bytes', async () => {
    const c = await attachmentCompany(h);
    const cases = [
      ['minutes.pdf', SampleFiles.pdf, 'application/pdf', AttachmentTypeId.Document],
      ['pool.png', SampleFiles.png, 'image/png', AttachmentTypeId.Image],
      ['gate.JPG', SampleFiles.jpg, 'image/jpeg', AttachmentTypeId.Image],
      ['logo.gif', SampleFiles.gif, 'image/gif', AttachmentTypeId.Image],
      [
        'bylaws.docx',
        SampleFiles.docx,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        AttachmentTypeId.Document,
      ],
      [
        'budget.xlsx',
        SampleFiles.xlsx,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        AttachmentTypeId.Document,
      ],
      ['letter.rtf', SampleFiles.rtf, 'application/rtf', AttachmentTypeId.Document],
      ['notice.txt', SampleFiles.txt, 'text/plain', AttachmentTypeId.Document],
      ['balances.csv', SampleFiles.csv, 'text/csv', AttachmentTypeId.Document],
    ] as const;
    for (const [fileName, bytes, mimeType, typeId] of cases) {
      const created = await uploadFile(
        h.app,
        a.CreateAgentAttachment,
        { TopsAgentId: c.ownerId },
        // The browser's declared type is ignored: the content decides.
        { fileName, bytes, contentType: 'application/octet-stream' },
        c.token,
      );
      expect(created.errorMessage).toBeUndefined();
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        TopsAgentId: c.ownerId,
        AttachmentName: fileName,
        AttachmentDisplayName: fileName,
        MimeType: mimeType,
        ContentType: mimeType,
        TopsAttachmentTypeId: typeId,
        FileSizeBytes: bytes.length,
        IsGallery: true,
        IsPinned: false,
        Tags: [],
        AgentList: [{ TopsAgentId: c.ownerId, DisplayName: 'Pat Owner' }],
      });
      const file = await fetchFile(h.app, created.body.AttachmentUrl, c.token);
      expect(file.status).toBe(200);
      expect(Buffer.compare(file.bytes, bytes)).toBe(0);
      expect(file.contentType).toContain(mimeType);
      expect(file.disposition).toContain(`attachment; filename="${fileName}"`);
    }
    const list = await callApi(
      h.app,
      a.GetAgentAttachments,
      { query: { agentId: c.ownerId } },
      c.token,
    );
    expect(list.body).toHaveLength(cases.length);
    const count = await callApi(
      h.app,
      a.CountAgentAttachments,
      { query: { agentId: c.ownerId } },
      c.token,
    );
    expect(count.body).toBe(9);
    expect(await storedFiles(h.filesRoot, c.companyId)).toHaveLength(9);

    const pdf = list.body.find((row) => row.MimeType === 'application/pdf');
    const txt = list.body.find((row) => row.MimeType === 'text/plain');
    if (!pdf?.PreviewUrl || !txt) throw new Error('uploads missing');
    expect(txt.PreviewUrl).toBeNull();
    const preview = await fetchFile(h.app, pdf.PreviewUrl, c.token);
    expect(preview.disposition).toBe(
      `inline; filename="minutes.pdf"; filename*=UTF-8''minutes.pdf`,
    );
    // A text file never shows inline, whatever the call.
    const asText = await fetchFile(
      h.app,
      `/api/Attachment/Preview/${txt.TopsAttachmentId}`,
      c.token,
    );
    expect(asText.disposition).toContain('attachment;');
    expect(asText.contentType).toBe('text/plain; charset=utf-8');
  });

  it('refuses files over the cap with the spec message and stores nothing', async () => {
    const c = await attachmentCompany(h);
    const small = await uploadFile(
      h.app,
      a.CreateAgentAttachment,
      { TopsAgentId: c.ownerId, MaxFileSizeBytes: 100 },
      { fileName: 'minutes.pdf', bytes: SampleFiles.pdf },
      c.token,
    );
    expect(small.status).toBe(413);
    expect(small.errorMessage).toBe('Only files less than 100 bytes are allowed.');

    const big = Buffer.concat([SampleFiles.pdf, Buffer.alloc(DefaultMaxUploadBytes)]);
    const tooBig = await uploadFile(
      h.app,
      a.CreateAgentAttachment,
      { TopsAgentId: c.ownerId },
      { fileName: 'scan.pdf', bytes: big },
      c.token,
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.errorMessage).toBe('Only files less than 25MB are allowed.');

    // A widget cannot raise the cap past 25 MB.
    const raised = await uploadFile(
      h.app,
      a.CreateAgentAttachment,
      { TopsAgentId: c.ownerId, MaxFileSizeBytes: DefaultMaxUploadBytes * 4 },
      { fileName: 'scan.pdf', bytes: big },
      c.token,
    );
    expect(raised.errorMessage).toBe('Only files less than 25MB are allowed.');

    const count = await callApi(
      h.app,
      a.CountAgentAttachments,
      { query: { agentId: c.ownerId } },
      c.token,
    );
    expect(count.body).toBe(0);
    expect(await storedFiles(h.filesRoot, c.companyId)).toEqual([]);
  });

  it('refuses content of another type behind an allowed extension, and names outside the list', async () => {
    const c = await attachmentCompany(h);
    const refused = [
      ['invoice.pdf', SampleFiles.elf, 'Files of this type: application/x-elf are not allowed.'],
      ['report.pdf', SampleFiles.zip, 'Files of this type: application/zip are not allowed.'],
      ['report.docx', SampleFiles.zip, 'Files of this type: application/zip are not allowed.'],
      [
        'notes.txt',
        Buffer.from([0x61, 0x00, 0x62, 0xff]),
        'Files of this type: unrecognized content in a .txt file are not allowed.',
      ],
      ['page.html', Buffer.from('<p>hi</p>'), 'Files of this type: .html are not allowed.'],
      ['tool.exe', SampleFiles.elf, 'Files of this type: application/x-elf are not allowed.'],
    ] as const;
    for (const [fileName, bytes, message] of refused) {
      const result = await uploadFile(
        h.app,
        a.CreateAgentAttachment,
        { TopsAgentId: c.ownerId },
        { fileName, bytes, contentType: 'application/pdf' },
        c.token,
      );
      expect(result.status, fileName).toBe(415);
      expect(result.errorMessage).toBe(message);
    }
    const empty = await uploadFile(
      h.app,
      a.CreateAgentAttachment,
      { TopsAgentId: c.ownerId },
      { fileName: 'empty.txt', bytes: Buffer.alloc(0) },
      c.token,
    );
    expect(empty.errorMessage).toBe('The file is empty.');
    const signature = await uploadFile(
      h.app,
      a.CreateAgentAttachment,
      { TopsAgentId: c.ownerId, TopsAttachmentTypeId: AttachmentTypeId.Signature },
      { fileName: 'sig.pdf', bytes: SampleFiles.pdf },
      c.token,
    );
    expect(signature.errorMessage).toBe('This attachment type needs an image file.');
    expect(await storedFiles(h.filesRoot, c.companyId)).toEqual([]);
  });

  it('checks the form: a file is required and unknown fields are refused', async () => {
    const c = await attachmentCompany(h);
    const noFile = await uploadFile(
      h.app,
      a.CreateAgentAttachment,
      { TopsAgentId: c.ownerId },
      null,
      c.token,
    );
    expect(noFile.status).toBe(400);
    expect(noFile.errorMessage).toContain('File');
    const unknown = await uploadFile(
      h.app,
      a.CreateAgentAttachment,
      { TopsAgentId: c.ownerId, Color: 'red' },
      { fileName: 'a.pdf', bytes: SampleFiles.pdf },
      c.token,
    );
    expect(unknown.errorMessage).toBe('Unknown body field: Color.');
    const json = await callApi(
      h.app,
      a.CreateAgentAttachment,
      { body: { TopsAgentId: c.ownerId } as never },
      c.token,
    );
    expect(json.status).toBe(400);
    expect(json.errorMessage).toBe('Send the file as multipart/form-data with a boundary.');
  });

  it('keeps signatures apart, with the flags and tags given at upload', async () => {
    const c = await attachmentCompany(h);
    const created = await uploadFile(
      h.app,
      a.CreateAgentAttachment,
      {
        TopsAgentId: c.ownerId,
        TopsAttachmentTypeId: AttachmentTypeId.Signature,
        AttachmentDisplayName: 'Signature card',
        Tags: 'Bank, signature ,bank',
        IsBoardAccess: true,
        IsPinned: true,
        IsGallery: false,
      },
      { fileName: 'sig.png', bytes: SampleFiles.png },
      c.token,
    );
    expect(created.body).toMatchObject({
      AttachmentTypeName: 'Signature',
      AttachmentDisplayName: 'Signature card',
      Tags: ['Bank', 'signature'],
      IsBoardAccess: true,
      IsOwnerAccess: false,
      IsGallery: false,
      IsPinned: true,
    });
    await uploadFile(
      h.app,
      a.CreateAgentAttachment,
      { TopsAgentId: c.ownerId },
      { fileName: 'photo.png', bytes: SampleFiles.png },
      c.token,
    );
    const signatures = await callApi(
      h.app,
      a.GetAgentSignatures,
      { query: { agentId: c.ownerId } },
      c.token,
    );
    expect(signatures.body.map((s) => s.AttachmentDisplayName)).toEqual(['Signature card']);
    const allowed = await callApi(h.app, a.GetAllowedMimeTypes, {}, c.token);
    expect(allowed.body.MaxFileSizeBytes).toBe(26_214_400);
    expect(allowed.body.Extensions).toHaveLength(16);
    expect(allowed.body.MimeTypes).toContain('application/octet-stream');
  });
});
