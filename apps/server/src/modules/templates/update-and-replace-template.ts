import { randomUUID } from 'node:crypto';
import { TemplateUploadSchema, type contract, type ResponseOf } from '@hoa/contract';
import { queryRows, sql, templates } from '@hoa/db';
import {
  duplicateTemplateNameMessage,
  FileTypes,
  templateBaseName,
  templateFileNameProblem,
  templatePartProblem,
  TemplateMessages,
  templateRequiresOwner,
  templateTypeName,
  unknownMergeCodes,
} from '@hoa/domain';
import { readTemplateDocx } from '../../documents/index';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { storeThenRecord } from '../../files/store-then-record';
import type { CallerCall } from '../../http/bind';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { customFieldCodes } from './merge-values';
import { loadTemplate } from './template-rows';
import { templateSource } from './template-document';

type Upload = typeof contract.templates.UpdateAndReplaceTemplate;

/** The template JSON part, or a 400 naming what is wrong with it. */
function templatePart(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(TemplateMessages.partNotJson);
  }
  const parsed = TemplateUploadSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(templatePartProblem(issue?.path.join('.') ?? '', issue?.message ?? 'invalid'));
  }
  return parsed.data;
}

/**
 * Template/UpdateAndReplaceTemplate: a Word template, checked before it is stored: a .docx no
 * longer than 45 characters of name, readable, with only merge codes its type may use; a name no
 * other template has. Without TopsTemplateId it is a new company template; with one, that
 * template's document is replaced (never a system template's) and the old file removed.
 */
export async function updateAndReplaceTemplate(
  call: CallerCall<Upload>,
  files: FileStore,
): Promise<ResponseOf<Upload>> {
  const part = templatePart(call.input.body.template);
  const file = call.input.body.templateFile;
  const nameProblem = templateFileNameProblem(file.FileName);
  if (nameProblem) throw badRequest(nameProblem);
  if (!/\.docx$/i.test(file.FileName)) throw badRequest(TemplateMessages.notWord);
  const document = readTemplateDocx(file.Bytes);
  if (!document.ok) throw badRequest(document.message);
  const name = part.Name ?? templateBaseName(file.FileName);

  const check = async (ctx: RequestContext) => {
    const replaced =
      part.TopsTemplateId === undefined ? null : await loadTemplate(ctx, part.TopsTemplateId);
    if (replaced?.IsSystem) throw badRequest(TemplateMessages.systemReadOnly);
    const typeId = replaced?.TopsTemplateTypeId ?? part.TopsTemplateTypeId;
    const unknown = unknownMergeCodes(document.mergeCodes, typeId, await customFieldCodes(ctx));
    if (unknown.length > 0) throw badRequest(TemplateMessages.incompatibleMergeCodes);
    const [clash] = await queryRows<{ template_type_id: number }>(
      ctx.tx,
      sql`select template_type_id from templates
           where lower(name) = lower(${name}) and not is_deleted
             and id <> ${replaced?.TopsTemplateId ?? 0}`,
    );
    if (clash)
      throw badRequest(
        duplicateTemplateNameMessage(name, templateTypeName(clash.template_type_id)),
      );
    return { replaced, typeId };
  };
  const companyId = await call.run(async (ctx) => {
    await check(ctx);
    return ctx.user.companyId;
  });
  const storageKey = newStorageKey(companyId, randomUUID());
  const stored = { storageKey, bytes: file.Bytes, contentType: FileTypes.Docx };
  const { template, oldKey } = await storeThenRecord(files, stored, () =>
    call.run(async (ctx) => {
      const { replaced, typeId } = await check(ctx);
      const fields = {
        name,
        storageKey,
        fileName: file.FileName.replace(/^.*[\\/]/, ''),
        sizeBytes: file.Bytes.length,
        mergeCodes: document.mergeCodes,
        requiresOwner: templateRequiresOwner(typeId, document.mergeCodes),
        updatedAt: new Date(),
      };
      if (replaced) {
        const oldKey = (await templateSource(ctx, replaced.TopsTemplateId)).storageKey;
        await ctx.tx
          .update(templates)
          .set(fields)
          .where(sql`${templates.id} = ${replaced.TopsTemplateId}`);
        return { template: await loadTemplate(ctx, replaced.TopsTemplateId), oldKey };
      }
      const [row] = await ctx.tx
        .insert(templates)
        .values({
          ...fields,
          companyId: ctx.user.companyId,
          templateTypeId: typeId,
          createdByUserId: ctx.user.userId,
        })
        .returning({ id: templates.id });
      return { template: await loadTemplate(ctx, row?.id ?? 0), oldKey: null };
    }),
  );
  if (oldKey) await files.delete(oldKey).catch(() => undefined);
  return { Message: TemplateMessages.uploaded, Template: template };
}
