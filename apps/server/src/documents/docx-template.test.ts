import {
  AlignmentType,
  Document,
  Footer,
  Header,
  ImageRun,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  Tab,
  TextRun,
} from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mergeTableValue, TemplateMessages } from '@hoa/domain';
import { templateBlocks } from './docx-blocks';
import { mergeTemplateDocx, readTemplateDocx } from './docx-template';

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function docxOf(document: Document): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toBuffer(document));
}

/** A letter with a code in the header and the footer, and an image, a table and a page break. */
function letter(): Document {
  return new Document({
    styles: { default: { document: { paragraph: { spacing: { after: 160 } } } } },
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph('{CompanyName}')] }) },
        footers: { default: new Footer({ children: [new Paragraph('{CompanyPhone}')] }) },
        children: [
          new Paragraph('{MailingAddressBlock}'),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [
              new TextRun({ text: 'Dear ', bold: true }),
              new TextRun({ text: '{OwnerName}', bold: true, italics: true }),
              new TextRun({ text: ',', underline: {} }),
            ],
          }),
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            children: [
              new TextRun({ children: ['Balance:', new Tab(), '{Balance}'] }),
              new TextRun({ text: 'second line', break: 1 }),
              new ImageRun({
                type: 'png',
                data: onePixelPng,
                transformation: { width: 10, height: 10 },
              }),
            ],
          }),
          new Paragraph({ children: [new PageBreak()] }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Account')] }),
                  new TableCell({ children: [new Paragraph('{AccountNumber}')] }),
                ],
              }),
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Lines'), new Paragraph('two')] }),
                  new TableCell({ children: [] }),
                ],
              }),
            ],
          }),
          new Paragraph(''),
          new Paragraph({ children: [new TextRun({ text: '{Unknown}', bold: false })] }),
        ],
      },
    ],
  });
}

/** The same .docx with its word/document.xml replaced. */
function withBody(docx: Uint8Array, body: string): Uint8Array {
  return zipSync({ ...unzipSync(docx), 'word/document.xml': strToU8(body) });
}

/** Writes `size` as the uncompressed size of the central directory entry of `name`. */
function claimSize(zip: Uint8Array, name: string, size: number): void {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at < zip.length - 46; at++) {
    const length = view.getUint16(at + 28, true);
    if (
      view.getUint32(at, true) === 0x02014b50 &&
      strFromU8(zip.subarray(at + 46, at + 46 + length)) === name
    )
      view.setUint32(at + 24, size, true);
  }
}

const main = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

// As Word writes a code typed in two goes: `{Owner` and `Name}` in two runs, spell check between.
const splitBody = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${main}><w:body>
<w:p><w:r><w:t xml:space="preserve">Dear {Owner</w:t></w:r><w:proofErr w:type="spellStart"/><w:bookmarkStart w:id="0" w:name="a"/><w:r><w:rPr><w:b/></w:rPr><w:t>Name}, you owe {Bal</w:t></w:r><w:proofErr w:type="spellEnd"/><w:bookmarkEnd w:id="0"/><w:r><w:rPr><w:i/></w:rPr><w:t>an</w:t></w:r><w:r><w:t>ce} &amp; {Not a code}.</w:t></w:r></w:p>
</w:body></w:document>`;

describe('reading a template', () => {
  it('finds the codes of the body, the header and the footer', async () => {
    const read = readTemplateDocx(await docxOf(letter()));
    expect(read).toEqual({
      ok: true,
      text: expect.stringContaining('Dear {OwnerName},') as unknown,
      mergeCodes: [
        'MailingAddressBlock',
        'OwnerName',
        'Balance',
        'AccountNumber',
        'Unknown',
        'CompanyPhone',
        'CompanyName',
      ],
    });
  });

  it('joins a code Word split over runs', async () => {
    const docx = withBody(await docxOf(letter()), splitBody);
    const read = readTemplateDocx(docx);
    expect(read.ok && read.mergeCodes.slice(0, 2)).toEqual(['OwnerName', 'Balance']);
    expect(read.ok && read.text.split('\n')[0]).toBe(
      'Dear {OwnerName}, you owe {Balance} & {Not a code}.',
    );
  });

  it('refuses what is not a readable Word document', async () => {
    const docx = await docxOf(letter());
    expect(readTemplateDocx(strToU8('%PDF-1.7 not a zip'))).toEqual({
      ok: false,
      message: TemplateMessages.notWord,
    });
    const malformed = { ok: false, message: TemplateMessages.malformed };
    expect(readTemplateDocx(docx.subarray(0, 200))).toEqual(malformed);
    expect(readTemplateDocx(zipSync({ 'word/other.xml': strToU8('<a/>') }))).toEqual(malformed);
    for (const body of [
      '<w:document><w:body></w:document>',
      `<w:document ${main}>&nbsp;</w:document>`,
    ])
      expect(readTemplateDocx(withBody(docx, body))).toEqual(malformed);
  });

  it('refuses a zip that unpacks to more than 100 MB', async () => {
    const zip = zipSync({
      ...unzipSync(await docxOf(letter())),
      'word/media/image1.png': new Uint8Array(1000),
    });
    claimSize(zip, 'word/media/image1.png', 200 * 1024 * 1024);
    // Reading unpacks only the text parts; merging would unpack the claimed 200 MB.
    expect(readTemplateDocx(zip).ok).toBe(true);
    expect(() => mergeTemplateDocx(zip, {})).toThrow(TemplateMessages.malformed);
  });
});

describe('merging a template', () => {
  it('fills every code, escapes values and breaks lines, and copies every other entry', async () => {
    const docx = await docxOf(letter());
    const merged = mergeTemplateDocx(docx, {
      OwnerName: 'Ann & Bob <Lee>',
      MailingAddressBlock: 'Ann Lee\n12 Elm St\nSpringfield, IL 62701',
      CompanyName: 'Summit Ridge',
    });
    const before = unzipSync(docx);
    const after = unzipSync(merged);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const name of Object.keys(before).filter(
      (n) => !/^word\/(document|header1|footer1)\.xml$/.test(n),
    ))
      expect(after[name], name).toEqual(before[name]);
    const body = strFromU8(after['word/document.xml']);
    expect(body).toContain('Ann &amp; Bob &lt;Lee&gt;');
    expect(body).toContain(
      '<w:t xml:space="preserve">Ann Lee</w:t><w:br/><w:t xml:space="preserve">12 Elm St</w:t><w:br/>',
    );
    expect(body).toContain('{Balance}');
    expect(body).toContain('{Unknown}');
    expect(strFromU8(after['word/header1.xml'])).toContain('Summit Ridge');
    const read = readTemplateDocx(merged);
    expect(read.ok && read.mergeCodes).toEqual([
      'Balance',
      'AccountNumber',
      'Unknown',
      'CompanyPhone',
    ]);
  });

  it('moves a split code into its first run and keeps the other text in its own', async () => {
    const merged = mergeTemplateDocx(withBody(await docxOf(letter()), splitBody), {
      OwnerName: 'Ann Lee',
      Balance: '$5.00',
    });
    const body = strFromU8(unzipSync(merged)['word/document.xml']);
    expect(body).toContain(
      '<w:r><w:t xml:space="preserve">Dear Ann Lee</w:t></w:r><w:proofErr w:type="spellStart"/>',
    );
    expect(body).toContain('<w:rPr><w:b/></w:rPr><w:t xml:space="preserve">, you owe $5.00</w:t>');
    expect(body).toContain('<w:rPr><w:i/></w:rPr><w:t xml:space="preserve"></w:t>');
    expect(body).toContain('<w:t xml:space="preserve"> &amp; {Not a code}.</w:t>');
  });
});

describe('template blocks', () => {
  it('lays out the merged body: runs, alignment, spacing, breaks and tables, no image', async () => {
    const blocks = templateBlocks(await docxOf(letter()), {
      OwnerName: 'Ann Lee',
      Balance: '$1,234.56',
      AccountNumber: 'A-100',
      MailingAddressBlock: 'Ann Lee\n12 Elm St',
    });
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        align: 'center',
        spaceAfterPt: 12,
        runs: [
          { text: 'Dear ', bold: true, italic: false, underline: false },
          { text: 'Ann Lee', bold: true, italic: true, underline: false },
          { text: ',', bold: false, italic: false, underline: true },
        ],
      },
      {
        kind: 'paragraph',
        align: 'justify',
        spaceAfterPt: 8,
        runs: [
          {
            text: 'Balance:\t$1,234.56\nsecond line',
            bold: false,
            italic: false,
            underline: false,
          },
        ],
      },
      { kind: 'pageBreak' },
      {
        kind: 'table',
        rows: [
          ['Account', 'A-100'],
          ['Lines\ntwo', ''],
        ],
      },
      { kind: 'paragraph', align: 'left', spaceAfterPt: 8, runs: [] },
      {
        kind: 'paragraph',
        align: 'left',
        spaceAfterPt: 8,
        runs: [{ text: '{Unknown}', bold: false, italic: false, underline: false }],
      },
    ]);
  });

  it('keeps the formatting of the runs around a split code', async () => {
    const blocks = templateBlocks(withBody(await docxOf(letter()), splitBody), {
      OwnerName: 'Ann Lee',
      Balance: '$5.00',
    });
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        align: 'left',
        spaceAfterPt: 8,
        runs: [
          { text: 'Dear Ann Lee', bold: false, italic: false, underline: false },
          { text: ', you owe $5.00', bold: true, italic: false, underline: false },
          { text: ' & {Not a code}.', bold: false, italic: false, underline: false },
        ],
      },
    ]);
  });

  it('makes a table of a paragraph holding only a table value, and tab stops of one in a text', async () => {
    const table = mergeTableValue([
      ['Code', 'Balance'],
      ['ASMT', '$5.00'],
    ]);
    const docx = await docxOf(
      new Document({
        sections: [
          {
            children: [
              new Paragraph(' {BalanceByCode} '),
              new Paragraph('Owed: {BalanceByCode}'),
              new Paragraph('{OwnerEmail}{AccountNumber}'),
              new Paragraph('{PaymentHistory}'),
            ],
          },
        ],
      }),
    );
    const values = {
      BalanceByCode: table,
      OwnerEmail: '',
      AccountNumber: '',
      PaymentHistory: 'None.',
    };
    const blocks = templateBlocks(docx, values);
    expect(
      blocks.map((b) => (b.kind === 'paragraph' ? b.runs.map((r) => r.text).join('') : b)),
    ).toEqual([
      {
        kind: 'table',
        rows: [
          ['Code', 'Balance'],
          ['ASMT', '$5.00'],
        ],
      },
      'Owed: Code\tBalance\nASMT\t$5.00',
      // Codes only that merged to nothing leave no paragraph; a plain value stays a paragraph.
      'None.',
    ]);
    const body = strFromU8(unzipSync(mergeTemplateDocx(docx, values))['word/document.xml']);
    expect(body.match(/<w:tbl>/g)).toHaveLength(1);
    expect(body).toContain(
      'Owed: Code</w:t><w:tab/><w:t xml:space="preserve">Balance</w:t><w:br/><w:t xml:space="preserve">ASMT</w:t><w:tab/>',
    );
    expect(templateBlocks(mergeTemplateDocx(docx, values), {})[0]).toEqual(blocks[0]);
  });

  it('throws for a file that is not a template', () => {
    expect(() => templateBlocks(strToU8('hello'), {})).toThrow(TemplateMessages.notWord);
  });
});
