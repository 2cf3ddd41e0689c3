import type { contract, InputOf } from '@hoa/contract';
import { attachments, eq, sql } from '@hoa/db';
import {
  checkReportParameters,
  FileTypes,
  ReportPackageCoverTypes,
  ReportPackageMessages,
} from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { catalogEntryOf } from '../report-catalogue/index';

type Items = InputOf<typeof contract.reportPackages.SaveReportPackage>['body']['Items'];

/** An item as stored: a report with its checked parameters, or an uploaded PDF. */
export interface CheckedItem {
  reportName: string | null;
  parameters: Record<string, unknown> | null;
  attachmentId: number | null;
  displayName: string;
  includeInHomeownerEdition: boolean;
}

/**
 * A package's items checked as a render would check them, without a community: each report is in
 * the catalogue, of one community, its parameters typed as the catalogue says, and the caller
 * may read it (its claim); each PDF (and the cover image) is a file of the right type the caller
 * uploaded or the package already holds.
 */
export async function checkPackageItems(
  ctx: RequestContext,
  packageId: number | null,
  items: Items,
  coverAttachmentId: number | null,
): Promise<CheckedItem[]> {
  const checked: CheckedItem[] = [];
  const pdfIds: number[] = [];
  for (const item of items) {
    if (item.Type === 'Pdf') {
      pdfIds.push(item.AttachmentId);
      checked.push({
        reportName: null,
        parameters: null,
        attachmentId: item.AttachmentId,
        displayName: item.DisplayName ?? '',
        includeInHomeownerEdition: item.IncludeInHomeownerEdition,
      });
      continue;
    }
    const entry = catalogEntryOf(item.Name);
    if (!entry) throw appError('UnknownReport', item.Name);
    if (entry.IsGlobal) {
      throw appError(
        'ReportParametersInvalid',
        ReportPackageMessages.globalReport(entry.DisplayName),
      );
    }
    const params = checkReportParameters(entry.Name, entry.Parameters, item.Parameters);
    if (!params.ok) throw appError('ReportParametersInvalid', params.problem);
    requireClaim(ctx, entry.claim, 'read');
    checked.push({
      reportName: entry.Name,
      parameters: item.Parameters,
      attachmentId: null,
      displayName: item.DisplayName ?? entry.DisplayName,
      includeInHomeownerEdition: false,
    });
  }
  const files = await packageFiles(ctx, packageId, [
    ...pdfIds,
    ...(coverAttachmentId === null ? [] : [coverAttachmentId]),
  ]);
  for (const id of pdfIds) {
    const file = files.get(id);
    if (!file) throw appError('ReportPackageFileWrongType', ReportPackageMessages.fileNotYours);
    if (file.contentType !== FileTypes.Pdf) {
      throw appError('ReportPackageFileWrongType', ReportPackageMessages.partNotPdf);
    }
  }
  for (const item of checked) {
    if (item.attachmentId !== null && item.displayName === '') {
      item.displayName = files.get(item.attachmentId)?.fileName ?? '';
    }
  }
  if (coverAttachmentId !== null) {
    const cover = files.get(coverAttachmentId);
    if (!cover) throw appError('ReportPackageFileWrongType', ReportPackageMessages.fileNotYours);
    if (!ReportPackageCoverTypes.includes(cover.contentType)) {
      throw appError('ReportPackageFileWrongType', ReportPackageMessages.coverNotImage);
    }
  }
  return checked;
}

/**
 * The files of these ids a package may take: uploaded by the caller, or already in this package
 * (so a package never pulls in another user's attachment of an owner or a vendor).
 */
async function packageFiles(ctx: RequestContext, packageId: number | null, ids: number[]) {
  if (ids.length === 0) return new Map<number, { contentType: string; fileName: string }>();
  const held =
    packageId === null
      ? sql`false`
      : sql`(${attachments.id} in (select attachment_id from report_package_items
                                    where report_package_id = ${packageId})
             or ${attachments.id} in (select cover_attachment_id from report_packages
                                       where id = ${packageId}))`;
  const rows = await ctx.tx
    .select({
      id: attachments.id,
      contentType: attachments.contentType,
      fileName: attachments.fileName,
    })
    .from(attachments)
    .where(
      sql`${attachments.id} = any(${idArray(ids)}) and (${eq(attachments.uploadedByUserId, ctx.user.userId)} or ${held})`,
    );
  return new Map(rows.map((r) => [r.id, r]));
}
