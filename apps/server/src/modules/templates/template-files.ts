import type { contract } from '@hoa/contract';
import {
  FileTypes,
  MergeCodes,
  mergeCodesForType,
  ReportFormatId,
  type MergeCode,
} from '@hoa/domain';
import type { FastifyReply } from 'fastify';
import {
  convertDocxToPdf,
  mergeTemplateDocx,
  renderLetterPdf,
  renderReport,
  sofficePathFromEnv,
  templateBlocks,
} from '../../documents/index';
import type { FileStore } from '../../files/file-store';
import { requireCommunity } from '../../http/access';
import type { CallerCall } from '../../http/bind';
import { sendDownload } from '../../http/send-download';
import { customFieldCodes, letterSender, ownerLetterRecipients } from './merge-values';
import { templateBytes, templateSource } from './template-document';

type C = typeof contract.templates;

/** A file name from a template's name: letters, digits, spaces, dots and dashes. */
const fileNameOf = (name: string) => name.replace(/[^A-Za-z0-9 .-]/g, '-');

/** Template/DownloadTemplate/:id: the Word document, to edit and upload again. */
export async function downloadTemplate(
  call: CallerCall<C['DownloadTemplate']>,
  files: FileStore,
): Promise<FastifyReply> {
  const source = await call.run((ctx) => templateSource(ctx, call.input.params.id));
  const bytes = await templateBytes(files, source);
  return sendDownload(call, {
    contentType: FileTypes.Docx,
    fileName: `${fileNameOf(source.name)}.docx`,
    body: bytes,
  });
}

/**
 * Template/PreviewTemplate: the template merged for an owner of the community (the first billed
 * owner without ownerAgentId); codes the owner has no value for (a module's own, such as a
 * violation's) show as written. PDF is laid out for the #10 window envelope, or converted by
 * LibreOffice when SOFFICE_PATH is set; docx is the merged Word document.
 */
export async function previewTemplate(
  call: CallerCall<C['PreviewTemplate']>,
  files: FileStore,
): Promise<FastifyReply> {
  const { topsTemplateId, communityAgentId, ownerAgentId, format } = call.input.query;
  const { source, sender, recipient } = await call.run(async (ctx) => {
    await requireCommunity(ctx, communityAgentId);
    const source = await templateSource(ctx, topsTemplateId);
    const sender = await letterSender(ctx, communityAgentId);
    const owners = await ownerLetterRecipients(
      ctx,
      communityAgentId,
      sender,
      ownerAgentId === undefined ? null : [ownerAgentId],
    );
    return { source, sender, recipient: owners[0] ?? null };
  });
  const values = recipient?.values ?? sender.values;
  const bytes = await templateBytes(files, source);
  const name = fileNameOf(`${source.name} preview`);
  if (format === 'docx')
    return sendDownload(call, {
      contentType: FileTypes.Docx,
      fileName: `${name}.docx`,
      body: mergeTemplateDocx(bytes, values),
    });
  const soffice = sofficePathFromEnv(process.env);
  const pdf = soffice
    ? await convertDocxToPdf(mergeTemplateDocx(bytes, values), soffice)
    : await renderLetterPdf(
        {
          returnAddress: sender.returnLines,
          recipientAddress: recipient ? [recipient.name, ...recipient.mailingLines] : [],
          blocks: templateBlocks(bytes, values),
        },
        { title: source.name, isDoubleSided: false },
      );
  return sendDownload(call, {
    contentType: FileTypes.Pdf,
    fileName: `${name}.pdf`,
    body: pdf,
    disposition: `inline; filename="${name}.pdf"`,
  });
}

/** Template/GetMergeCodes: the codes a type may use (all without one), custom fields too. */
export async function getMergeCodes(
  call: CallerCall<C['GetMergeCodes']>,
): Promise<MergeCode[] | FastifyReply> {
  const { topsTemplateTypeId, format } = call.input.query;
  const custom = await call.run((ctx) => customFieldCodes(ctx));
  const codes: MergeCode[] = [
    ...(topsTemplateTypeId === undefined ? MergeCodes : mergeCodesForType(topsTemplateTypeId)),
    ...custom.map((code) => ({
      Code: code,
      Group: 'Custom' as const,
      Description: `The custom field ${code.slice('Custom.'.length)}`,
    })),
  ];
  if (format !== 'xlsx') return codes;
  const file = await renderReport(
    {
      title: 'Merge codes',
      fileName: 'merge-codes',
      subtitle: ['Write a code in a Word template with its braces, e.g. {OwnerName}.'],
      columns: [
        { key: 'code', title: 'Merge code', kind: 'text' },
        { key: 'group', title: 'Group', kind: 'text' },
        { key: 'description', title: 'What it prints', kind: 'text' },
      ],
      rows: codes.map((c) => ({
        cells: { code: `{${c.Code}}`, group: c.Group, description: c.Description },
      })),
    },
    ReportFormatId.Xlsx,
  );
  return sendDownload(call, { ...file });
}
