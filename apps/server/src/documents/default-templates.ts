// The templates the product ships, one of each template type, so that a new company can send
// letters on day one (issue 19). They are ordinary .docx files with merge codes, like a company's
// own: the address paragraph ({MailingAddressBlock}) gives the Word version its address and is
// left out of the print PDF, whose envelope window shows it (docx-template.ts).
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { readTemplateDocx } from './docx-template';
import { SystemTemplates, TemplateTypeId, type TemplateTypeIdValue } from '@hoa/domain';

/** A paragraph of a default template; a heading line is bold. */
type Line = string | { heading: string };

const opening: readonly Line[] = ['{LetterDate}', '{MailingAddressBlock}'];
const closing: readonly Line[] = [
  'If you have any questions, please contact {CompanyName}, the managing agent of {CommunityName}.',
  'Sincerely,',
  '{CompanyName}\nOn behalf of {CommunityName}',
];

const contents: Readonly<Record<TemplateTypeIdValue, readonly Line[]>> = {
  [TemplateTypeId.Letter]: [
    ...opening,
    { heading: 'Re: Account {AccountNumber}, {PropertyAddress}' },
    'Dear {OwnerName},',
    'We are writing about your account {AccountNumber} for {PropertyAddress} in {CommunityName}. ' +
      'As of {LetterDate} the balance of the account is {Balance}.',
    ...closing,
  ],
  [TemplateTypeId.Check]: [
    ...opening,
    'Dear {VendorName},',
    'Enclosed is check {CheckNumber} dated {CheckDate} for {CheckAmount}, paid on behalf of ' +
      '{CommunityName}.',
    ...closing,
  ],
  [TemplateTypeId.Vendor]: [
    ...opening,
    'Dear {VendorName},',
    'We are writing on behalf of {CommunityName}. Our records list your remit address as ' +
      '{VendorAddress}; please let us know if it has changed.',
    ...closing,
  ],
  [TemplateTypeId.CcrLetter]: [
    ...opening,
    { heading: 'Re: Notice of violation at {PropertyAddress}' },
    'Dear {OwnerName},',
    'An inspection of {PropertyAddress} in {CommunityName} found the following violation of the ' +
      'community’s governing documents:',
    '{ViolationDescription} (section {ViolationCode})',
    'This is a {ViolationLevel} notice. Please correct the violation by {CureDate}. The fine at ' +
      'this level is {FineAmount}.',
    ...closing,
  ],
  [TemplateTypeId.ArcLetter]: [
    ...opening,
    { heading: 'Re: Architectural request for {PropertyAddress}' },
    'Dear {OwnerName},',
    'The architectural committee of {CommunityName} has reviewed your request: ' +
      '{RequestDescription}.',
    'Decision: {DecisionType}',
    '{DecisionDetails}',
    ...closing,
  ],
};

/** The system template of a type (SystemTemplates), or an error for an id that is none. */
function systemTemplate(templateTypeId: number) {
  const type = SystemTemplates.find((t) => t.TopsTemplateTypeId === templateTypeId);
  if (!type) throw new Error(`No template type ${templateTypeId}.`);
  return type;
}

/** 'Default Letter', 'Default CCR Letter', … */
export function defaultTemplateName(templateTypeId: number): string {
  return systemTemplate(templateTypeId).Name;
}

function paragraph(line: Line): Paragraph {
  const text = typeof line === 'string' ? line : line.heading;
  const runs = text
    .split('\n')
    .map(
      (part, k) =>
        new TextRun({ text: part, bold: typeof line !== 'string', break: k > 0 ? 1 : 0 }),
    );
  return new Paragraph({ children: runs });
}

/** A default template as .docx: US Letter, 1 inch margins, Arial 11 pt, 8 pt after paragraphs. */
function buildTemplate(templateTypeId: TemplateTypeIdValue): Promise<Uint8Array> {
  const document = new Document({
    title: defaultTemplateName(templateTypeId),
    styles: {
      default: {
        document: { run: { font: 'Arial', size: 22 }, paragraph: { spacing: { after: 160 } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 1440, right: 1440, bottom: 1440, left: 1440 },
          },
        },
        children: contents[templateTypeId].map(paragraph),
      },
    ],
  });
  return Packer.toBuffer(document).then((buffer) => new Uint8Array(buffer));
}

/** Built once per type: the templates never change while the server runs. */
const built = new Map<number, Promise<Uint8Array>>();

/** The default template of a type as .docx; a copy, so the caller may change it. */
export async function defaultTemplateDocx(templateTypeId: number): Promise<Uint8Array> {
  const type = systemTemplate(templateTypeId).TopsTemplateTypeId;
  let docx = built.get(type);
  if (!docx) {
    docx = buildTemplate(type);
    built.set(type, docx);
  }
  return (await docx).slice();
}

/** The merge codes a default template uses (its document is the product's, so they are too). */
const codesOf = new Map<number, Promise<string[]>>();
export function defaultTemplateMergeCodes(templateTypeId: number): Promise<string[]> {
  let codes = codesOf.get(templateTypeId);
  if (!codes) {
    codes = defaultTemplateDocx(templateTypeId).then((docx) => {
      const read = readTemplateDocx(docx);
      return read.ok ? read.mergeCodes : [];
    });
    codesOf.set(templateTypeId, codes);
  }
  return codes;
}
