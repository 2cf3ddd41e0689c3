import { queryRows, sql } from '@hoa/db';
import { TemplateMessages } from '@hoa/domain';
import { defaultTemplateDocx } from '../../documents/index';
import { readStoredFile, type FileStore } from '../../files/file-store';
import { notFound } from '../../http/errors';
import type { CompanyWork } from '../../http/request-context';

/** Where a template's document is: built by the product (system) or stored (company). */
export interface TemplateSource {
  templateId: number;
  templateTypeId: number;
  name: string;
  storageKey: string | null;
}

/** A template's source, read in the caller's transaction; another company's is 404. */
export async function templateSource(
  ctx: CompanyWork,
  templateId: number,
): Promise<TemplateSource> {
  const [row] = await queryRows<{
    template_type_id: number;
    name: string;
    storage_key: string | null;
  }>(
    ctx.tx,
    sql`select template_type_id, name, storage_key from templates
         where id = ${templateId} and not is_deleted`,
  );
  if (!row) throw notFound(TemplateMessages.noTemplate);
  return {
    templateId,
    templateTypeId: row.template_type_id,
    name: row.name,
    storageKey: row.storage_key,
  };
}

/** The template's Word document (read outside any transaction). */
export async function templateBytes(files: FileStore, source: TemplateSource): Promise<Uint8Array> {
  return source.storageKey === null
    ? defaultTemplateDocx(source.name)
    : readStoredFile(files, source.storageKey);
}
