import type { CcrPhoto, CcrRecord, ViolationTimelineEntry } from '@hoa/contract';
import { formatCents, formatDate, formatDateTime } from '@hoa/domain';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
// The documents module sets pdfmake's fonts and its file access policy.
import { printedFooter, sectionedPages } from '../../documents/index';

/** A photo of the case file: its facts and, when it is a PNG or JPEG, its image as a data: URL. */
export interface CaseFilePhoto {
  photo: CcrPhoto;
  image: string | null;
}

export interface CaseFileData {
  record: CcrRecord;
  timeline: ViolationTimelineEntry[];
  photos: CaseFilePhoto[];
  /** The company's ccrAttachmentDates flag: photos show when they were taken. */
  showCaptureDates: boolean;
  printedAt: Date;
}

const header = (titles: string[]): TableCell[] =>
  titles.map((title): TableCell => ({ text: title, bold: true, fillColor: '#eef0f4' }));

function section(
  title: string,
  rows: TableCell[][],
  titles: string[],
  widths: (number | string)[],
) {
  const body: Content =
    rows.length === 0
      ? { text: 'None.', style: 'note' }
      : {
          table: { headerRows: 1, widths, body: [header(titles), ...rows] },
          layout: 'lightHorizontalLines',
        };
  return [{ text: title, style: 'section' }, body] satisfies Content[];
}

const fact = (label: string, value: string): Content => ({
  text: [{ text: `${label}: `, bold: true }, value],
  margin: [0, 1, 0, 1],
});

/** A photo's caption: its name, when it was taken (with the flag), where. */
function caption({ photo }: CaseFilePhoto, showCaptureDates: boolean): string {
  const parts = [photo.AttachmentDisplayName || photo.AttachmentName];
  if (showCaptureDates && photo.CapturedAt)
    parts.push(`taken ${formatDateTime(new Date(photo.CapturedAt))}`);
  if (photo.Latitude !== null && photo.Longitude !== null)
    parts.push(`GPS ${photo.Latitude.toFixed(6)}, ${photo.Longitude.toFixed(6)}`);
  return parts.join(' · ');
}

/** The photos under their heading, which stays on the page of the first photo. */
function photoContent(photos: CaseFilePhoto[], showCaptureDates: boolean): Content[] {
  const heading: Content = { text: 'Photos', style: 'section' };
  if (photos.length === 0) return [heading, { text: 'None.', style: 'note' }];
  return photos.map((p, index): Content => ({
    unbreakable: true,
    margin: [0, 4, 0, 6],
    stack: [
      ...(index === 0 ? [heading] : []),
      p.image ? { image: p.image, fit: [360, 240] } : { text: '(not an image)', style: 'note' },
      { text: caption(p, showCaptureDates), style: 'note', margin: [0, 2, 0, 0] },
    ],
  }));
}

/**
 * The case file (issue 20): the header (community, property, owner, the code with its covenant
 * text), the timeline, the letters with their delivery results, the fines, the photos.
 */
export function caseFileDefinition(data: CaseFileData): TDocumentDefinitions {
  const r = data.record;
  const timeline = data.timeline;
  const letters = timeline.filter((e) => e.Kind === 'Letter' || e.Kind === 'Delivery');
  const fines = timeline.filter((e) => e.Kind === 'Fine' || e.Kind === 'FineRemoved');
  const total = fines.reduce((sum, e) => sum + (e.Amount ?? 0), 0);
  const content: Content[] = [
    { text: `Violation case file #${String(r.TopsItemId)}`, style: 'title' },
    { text: r.CommunityName, style: 'subtitle' },
    {
      margin: [0, 8, 0, 0],
      columns: [
        {
          width: '*',
          stack: [
            fact('Property', r.PropertyName),
            fact('Owner', r.OwnerName),
            fact('State', r.State),
          ],
        },
        {
          width: '*',
          stack: [
            fact('Observed', formatDate(r.ObservedDate)),
            fact('Current level', r.CurrentLevelName ?? 'None taken'),
            fact('Fines', formatCents(r.TotalFines)),
          ],
        },
      ],
    },
    fact('Code', `${r.CodeAlias} · ${r.CodeName}`),
    fact('Covenant (article and section)', r.CodeDetailDescription ?? '—'),
    fact('Action needed', r.CodeActionNeeded ?? '—'),
    fact('Description', r.Description),
    ...section(
      'Timeline',
      timeline.map((e) => [
        formatDate(e.On),
        e.Kind,
        { text: [{ text: e.Title, bold: true }, e.IsForced ? ' (forced)' : ''] },
        e.Detail ?? '',
        e.ByName ?? '',
      ]),
      ['Date', 'What', 'Entry', 'Detail', 'By'],
      [52, 48, 150, '*', 70],
    ),
    ...section(
      'Letters and deliveries',
      letters.map((e) => [formatDate(e.On), e.Title, e.Detail ?? '']),
      ['Date', 'Letter or delivery', 'Result'],
      [52, 200, '*'],
    ),
    ...section(
      'Fines',
      [
        ...fines.map((e): TableCell[] => [
          formatDate(e.On),
          e.Kind === 'FineRemoved' ? `Removed: ${e.Detail ?? ''}` : (e.Detail ?? ''),
          { text: formatCents(e.Amount ?? 0), alignment: 'right' },
        ]),
        ...(fines.length > 0
          ? [
              [
                { text: 'Total', bold: true },
                '',
                { text: formatCents(total), alignment: 'right', bold: true },
              ] satisfies TableCell[],
            ]
          : []),
      ],
      ['Date', 'Charge', 'Amount'],
      [52, '*', 80],
    ),
    ...photoContent(data.photos, data.showCaptureDates),
  ];
  return {
    ...sectionedPages,
    footer: printedFooter(formatDateTime(data.printedAt)),
    content,
    info: { title: `Violation case file ${String(r.TopsItemId)}` },
  };
}

/** The case file as a PDF. */
export function renderCaseFile(data: CaseFileData): Promise<Buffer> {
  return pdfmake.createPdf(caseFileDefinition(data)).getBuffer();
}
