import { ReportFormatId } from './static-data/report-enums';

// Report packages (spec 3 §3 'Report package: ReportPackageId, DisplayName', §9 'Packages support
// PDF and Excel xlsx only'; issue 24 item 3): an ordered list of catalogue reports with their
// parameters and uploaded PDFs, with an optional cover image, rendered for one community as one
// PDF (a bookmark per item, page numbers across the file) or one workbook (a sheet per report).

/** The formats a package renders in: PDF 0 and Excel xlsx 2. */
export const ReportPackageFormats = [ReportFormatId.Pdf, ReportFormatId.Xlsx] as const;
export type ReportPackageFormat = (typeof ReportPackageFormats)[number];

export function isReportPackageFormat(format: number): format is ReportPackageFormat {
  return (ReportPackageFormats as readonly number[]).includes(format);
}

export const MaxReportPackageNameLength = 100;
export const MaxReportPackageItems = 40;

/** The cover page's image types; an uploaded part is a PDF. */
export const ReportPackageCoverTypes: readonly string[] = ['image/png', 'image/jpeg'];

export const ReportPackageMessages = {
  coverNotImage: 'The cover page must be a PNG or JPEG image.',
  partNotPdf: 'A file placed between the reports must be a PDF.',
  globalReport: (name: string) =>
    `'${name}' covers several communities: a package holds reports of one community.`,
  fileNotYours: 'Upload the file for the package first.',
} as const;

/** An item of a package: a catalogue report with its parameters, or an uploaded PDF. */
export type ReportPackageItem<R, P> =
  { Type: 'Report'; DisplayName: string; report: R } | { Type: 'Pdf'; DisplayName: string; pdf: P };

/** A part of the rendered file in order: the cover page first (when there is one), then the items. */
export type ReportPackagePart<C, R, P> =
  { Type: 'Cover'; cover: C } | (ReportPackageItem<R, P> & { Sequence: number });

/**
 * The order a package is assembled in: its cover page first, then its items by sequence (ties
 * cannot happen: a package's sequences are unique).
 */
export function packageAssembly<C, R, P>(
  cover: C | null,
  items: readonly (ReportPackageItem<R, P> & { Sequence: number })[],
): ReportPackagePart<C, R, P>[] {
  const ordered = [...items].sort((a, b) => a.Sequence - b.Sequence);
  return cover === null ? ordered : [{ Type: 'Cover', cover }, ...ordered];
}

/** A bookmark of the package PDF: the item's name and the page (0-based) it starts on. */
export interface PackageBookmark {
  title: string;
  pageIndex: number;
}

/**
 * The bookmarks of a package PDF from its parts' page counts in order: one per item (not the
 * cover), at the page it starts on; an item of no pages has none.
 */
export function packageBookmarks(
  parts: readonly { title: string | null; pageCount: number }[],
): PackageBookmark[] {
  const marks: PackageBookmark[] = [];
  let page = 0;
  for (const part of parts) {
    if (part.title !== null && part.pageCount > 0)
      marks.push({ title: part.title, pageIndex: page });
    page += part.pageCount;
  }
  return marks;
}

/** The number stamped at the foot of every page of a package PDF, across the whole file. */
export const packagePageLabel = (page: number, pages: number): string => `Page ${page} of ${pages}`;

const sheetNameMax = 31;

/**
 * Workbook sheet names for a package's reports, in order: Excel's characters []:*?/\ replaced,
 * at most 31 characters, and unique ignoring case (a repeated name gets ' (2)', ' (3)' … within
 * the 31).
 */
export function uniqueSheetNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const base = raw.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Report';
    let name = base.slice(0, sheetNameMax);
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      name = base.slice(0, sheetNameMax - suffix.length) + suffix;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}

/** A file name part from a package or community name: letters, digits, dots and dashes. */
export const packageFileName = (...parts: readonly string[]): string =>
  parts
    .map((p) => p.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('-') || 'package';
