// The templates the product ships (SystemTemplates), one of each template type and the collection
// letter, so that a new company can send letters on day one (issue 19). They are ordinary .docx files with merge codes, like a company's
// own: the address paragraph ({MailingAddressBlock}) gives the Word version its address and is
// left out of the print PDF, whose envelope window shows it (docx-template.ts).
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { readTemplateDocx } from './docx-template';
import { SystemCollectionTemplateName, SystemTemplates } from '@hoa/domain';

/** A paragraph of a default template; a heading line is bold. */
type Line = string | { heading: string };

const opening: readonly Line[] = ['{LetterDate}', '{MailingAddressBlock}'];
const closing: readonly Line[] = [
  'If you have any questions, please contact {CompanyName}, the managing agent of {CommunityName}.',
  'Sincerely,',
  '{CompanyName}\nOn behalf of {CommunityName}',
];

/** Each system template's paragraphs, by its name. */
const contents: Readonly<Record<string, readonly Line[]>> = {
  'Default Letter': [
    ...opening,
    { heading: 'Re: Account {AccountNumber}, {PropertyAddress}' },
    'Dear {OwnerName},',
    'We are writing about your account {AccountNumber} for {PropertyAddress} in {CommunityName}. ' +
      'As of {LetterDate} the balance of the account is {Balance}.',
    ...closing,
  ],
  'Default Check Letter': [
    ...opening,
    'Dear {VendorName},',
    'Enclosed is check {CheckNumber} dated {CheckDate} for {CheckAmount}, paid on behalf of ' +
      '{CommunityName}.',
    ...closing,
  ],
  'Default Vendor Letter': [
    ...opening,
    'Dear {VendorName},',
    'We are writing on behalf of {CommunityName}. Our records list your remit address as ' +
      '{VendorAddress}; please let us know if it has changed.',
    ...closing,
  ],
  'Default CCR Letter': [
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
  'Default ARC Letter': [
    ...opening,
    { heading: 'Re: Architectural request for {PropertyAddress}' },
    'Dear {OwnerName},',
    'The architectural committee of {CommunityName} has reviewed your request, ' +
      '{RequestSubject}:',
    '{RequestDescription}',
    'Decision: {DecisionType}',
    '{DecisionDetails}',
    '{ReconsiderationProcedure}',
    ...closing,
  ],
  // The wording of the collection letters before they moved onto templates. A paragraph of codes
  // only that merge to nothing (no description) is left out of the print layout.
  [SystemCollectionTemplateName]: [
    ...opening,
    { heading: 'Collection notice: {CollectionAction}' },
    'Dear {OwnerName},',
    'Our records show a past-due balance of {PastDueBalance} on the account of ' +
      '{PropertyAddress}.',
    '{CollectionActionDescription}',
    'A {CollectionAction} charge of {CollectionCharge} has been added to the account.',
    'Please pay the balance in full, or contact the management office to arrange payment, to ' +
      'avoid further collection action.',
    { heading: 'Balance by code' },
    '{BalanceByCode}',
    { heading: 'Payment history' },
    '{PaymentHistory}',
    'Sincerely,',
    '{CommunityName} Board of Directors\n{CompanyName}',
  ],
};

/** The system template of that name (SystemTemplates), or an error for a name that is none. */
function systemTemplate(name: string) {
  const template = SystemTemplates.find((t) => t.Name === name);
  if (!template) throw new Error(`No system template ${name}.`);
  return template;
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

/** A system template as .docx: US Letter, 1 inch margins, Arial 11 pt, 8 pt after paragraphs. */
function buildTemplate(name: string): Promise<Uint8Array> {
  const document = new Document({
    title: name,
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
        children: (contents[name] ?? []).map(paragraph),
      },
    ],
  });
  return Packer.toBuffer(document).then((buffer) => new Uint8Array(buffer));
}

/** Built once per template: the templates never change while the server runs. */
const built = new Map<string, Promise<Uint8Array>>();

/** The system template of that name as .docx; a copy, so the caller may change it. */
export async function defaultTemplateDocx(name: string): Promise<Uint8Array> {
  const template = systemTemplate(name).Name;
  let docx = built.get(template);
  if (!docx) {
    docx = buildTemplate(template);
    built.set(template, docx);
  }
  return (await docx).slice();
}

/** The merge codes a system template uses (its document is the product's, so they are too). */
const codesOf = new Map<string, Promise<string[]>>();
export function defaultTemplateMergeCodes(name: string): Promise<string[]> {
  let codes = codesOf.get(name);
  if (!codes) {
    codes = defaultTemplateDocx(name).then((docx) => {
      const read = readTemplateDocx(docx);
      return read.ok ? read.mergeCodes : [];
    });
    codesOf.set(name, codes);
  }
  return codes;
}
