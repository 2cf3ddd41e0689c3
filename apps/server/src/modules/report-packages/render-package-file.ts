import {
  FileTypes,
  formatDateTime,
  isReportPackageFormat,
  packageAssembly,
  packageFileName,
  ReportFormatId,
  type BoardPacketEdition,
  type ReportPackageFormat,
} from '@hoa/domain';
import {
  renderPackageJob,
  type PackagePdfPart,
  type PackageRenderJob,
  type PackageSheet,
  type RenderedDocument,
  type ReportData,
} from '../../documents/index';
import { readStoredFile, type FileStore } from '../../files/file-store';
import { appError } from '../../http/errors';
import type { RunAsCaller } from '../report-catalogue/index';
import { buildPackages, type BuiltPackage } from './build-packages';
import { readPackage, type PackageFile, type PackageRows } from './package-rows';

/** What a package render is asked: the package, its format and the community it is for. */
export interface PackageRender {
  reportPackageId: number;
  format: number;
  communityAgentId: number;
  /**
   * A board packet's homeowner edition: nothing in it identifies an owner of the community, and
   * only the uploaded PDFs chosen for it are in it. Left out: the package as it is (the board's).
   */
  edition?: BoardPacketEdition;
}

/** PDF 0 or xlsx 2; xls and Word are refused with the spec's rule (400). */
export function packageFormat(format: number): ReportPackageFormat {
  if (!isReportPackageFormat(format)) throw appError('ReportPackageFormat');
  return format;
}

/** A workbook needs a report to make a sheet of (a package of PDFs only is refused, 400). */
export function checkPackageRender(pkg: PackageRows, format: ReportPackageFormat): void {
  if (format === ReportFormatId.Xlsx && pkg.Items.every((i) => i.Name === null)) {
    throw appError('ReportPackageNoReport');
  }
}

type PackageDocument = RenderedDocument<typeof FileTypes.Pdf | typeof FileTypes.Xlsx> & {
  /** The uploaded PDFs the homeowner edition left out, by name (none in the board's). */
  leftOut: string[];
};

/** A package file ready to render: its name and type, and the job that renders it. */
export type PreparedPackageFile = Omit<PackageDocument, 'body'> & { job: PackageRenderJob };

/** Reads a stored file of the package (the cover, an uploaded PDF). */
export type ReadPackageFile = (file: PackageFile) => Promise<Uint8Array>;

/** A package's stored files read once each however many communities it renders for. */
export function packageFileReader(files: FileStore): ReadPackageFile {
  const read = new Map<string, Promise<Uint8Array>>();
  return (file) => {
    let bytes = read.get(file.storageKey);
    if (!bytes) {
      bytes = readStoredFile(files, file.storageKey);
      read.set(file.storageKey, bytes);
    }
    return bytes;
  };
}

/**
 * A package prepared for one community: built in one transaction, with the stored files it holds
 * read, ready to be rendered after the transaction has ended (as the report routes do), in this
 * thread or in a worker.
 */
export async function preparePackageFile(
  run: RunAsCaller,
  files: FileStore,
  request: PackageRender,
  printedAt: Date = new Date(),
): Promise<PreparedPackageFile> {
  const format = packageFormat(request.format);
  const { pkg, built } = await run(async (ctx) => {
    const pkg = await readPackage(ctx, request.reportPackageId);
    checkPackageRender(pkg, format);
    const ids = [request.communityAgentId];
    return { pkg, built: await buildPackages(ctx, pkg, ids, request.edition) };
  });
  const [one] = built;
  if (!one) throw new Error('no package built');
  return packageFileOf(pkg, one, format, packageFileReader(files), printedAt);
}

/**
 * A built package's file ready to render. PDF: the cover page, then each report and uploaded PDF
 * in order, with bookmarks and page numbers across the file; xlsx: a sheet per report.
 */
export async function packageFileOf(
  pkg: PackageRows,
  { DisplayName, community, items, leftOut }: BuiltPackage,
  format: ReportPackageFormat,
  read: ReadPackageFile,
  printedAt: Date,
): Promise<PreparedPackageFile> {
  const base = packageFileName(DisplayName, community);
  if (format === ReportFormatId.Xlsx) {
    const sheets = items.map((i): PackageSheet =>
      i.Type === 'Report'
        ? { Type: i.Type, title: i.DisplayName, report: i.report }
        : { Type: i.Type, title: i.DisplayName },
    );
    const job = { Type: 'Xlsx' as const, sheets, title: `${DisplayName} – ${community}` };
    return { contentType: FileTypes.Xlsx, fileName: `${base}.xlsx`, leftOut, job };
  }
  const parts: PackagePdfPart[] = [];
  for (const part of packageAssembly<PackageFile, ReportData, PackageFile | null>(
    pkg.cover,
    items,
  )) {
    if (part.Type === 'Cover') {
      const image = await read(part.cover);
      parts.push({ Type: 'Cover', image, contentType: part.cover.contentType });
    } else if (part.Type === 'Report') {
      parts.push({ Type: 'Report', title: part.DisplayName, report: part.report });
    } else if (part.pdf !== null) {
      parts.push({ Type: 'Pdf', title: part.DisplayName, pdf: await read(part.pdf) });
    }
  }
  const job = {
    Type: 'Pdf' as const,
    parts,
    title: DisplayName,
    printedAt: formatDateTime(printedAt),
  };
  return { contentType: FileTypes.Pdf, fileName: `${base}.pdf`, leftOut, job };
}

/** A package rendered for one community, in this thread (preparePackageFile, then its job). */
export async function renderPackageFile(
  run: RunAsCaller,
  files: FileStore,
  request: PackageRender,
  printedAt: Date = new Date(),
): Promise<PackageDocument> {
  const { job, ...file } = await preparePackageFile(run, files, request, printedAt);
  return { ...file, body: await renderPackageJob(job) };
}
