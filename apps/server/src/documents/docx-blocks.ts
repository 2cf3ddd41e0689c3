// The body of a merged letter template as blocks for the print PDF (letter-pdf.ts): paragraphs
// with their alignment and direct formatting, tables, page breaks (issue 19). The template is read
// and its codes filled as docx-template.ts reads them.
import { strFromU8 } from 'fflate';
import { fillMergeCodes, TemplateMessages } from '@hoa/domain';
import { bodyPart, paragraphTable, readPart, unpackDocx, type WordPart } from './docx-template';
import { xmlAttribute, type XmlToken } from './word-xml';

/** Text of one formatting within a paragraph. */
export interface LetterRun {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

/** The body of a merged template as our PDF lays it out. */
export type LetterBlock =
  | {
      kind: 'paragraph';
      runs: LetterRun[];
      align: 'left' | 'center' | 'right' | 'justify';
      spaceAfterPt: number;
    }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'pageBreak' };

const stylesPart = 'word/styles.xml';

/**
 * The paragraph the PDF drops: the windowed envelope shows the address, so a template's own
 * address paragraph (kept for the Word version) would print it twice.
 */
const addressOnlyParagraph = '{MailingAddressBlock}';

/** A paragraph's space after in points from its `<w:spacing>`, if it sets one. */
function spaceAfterPt(tag: string): number | undefined {
  const twips = Number(xmlAttribute(tag, 'w:after'));
  return Number.isFinite(twips) ? twips / 20 : undefined;
}

/** The space after a paragraph that sets none: the document defaults of word/styles.xml. */
function defaultSpaceAfterPt(styles: Uint8Array | undefined): number {
  const defaults = styles && /<w:pPrDefault\b[\s\S]*?<\/w:pPrDefault>/.exec(strFromU8(styles));
  const spacing = defaults && /<w:spacing\b[^>]*>/.exec(defaults[0]);
  return (spacing && spaceAfterPt(spacing[0])) ?? 0;
}

/** An on/off property (`<w:b/>`, `<w:b w:val="0"/>`) is on unless its value turns it off. */
function isOn(tag: string): boolean {
  return !['0', 'false', 'off', 'none'].includes(xmlAttribute(tag, 'w:val') ?? '');
}

const alignments: Readonly<Record<string, 'left' | 'center' | 'right' | 'justify'>> = {
  center: 'center',
  right: 'right',
  end: 'right',
  both: 'justify',
  distribute: 'justify',
};

/** Content not laid out: images and shapes (with their text boxes) and tracked deletions. */
const skipped = new Set(['w:drawing', 'w:pict', 'w:object', 'mc:AlternateContent', 'w:del']);

type Paragraph = Extract<LetterBlock, { kind: 'paragraph' }>;

/**
 * The body's blocks with the codes filled. Read: paragraphs with their alignment and space
 * after, runs with direct bold, italic and underline, tabs, line and page breaks, and tables as
 * rows of cell texts (a nested table's text joins its cell). Styles, fonts, sizes, images, headers
 * and footers are not. A paragraph holding only `{MailingAddressBlock}` is dropped (the envelope
 * window shows the address), and so is one of codes only that merged to nothing; a paragraph
 * holding only a code whose value is a table becomes that table.
 */
function bodyBlocks(
  { tokens, texts }: WordPart,
  values: Readonly<Record<string, string>>,
  defaultSpaceAfter: number,
): LetterBlock[] {
  const blocks: LetterBlock[] = [];
  const textAt = new Map(texts.map((text) => [text.start, text]));
  let paragraph: (Paragraph & { source: string; broken: boolean }) | null = null;
  let inProperties = false;
  let inRun = false;
  let inRunProperties = false;
  let format = { bold: false, italic: false, underline: false };
  let tableDepth = 0;
  let rows: string[][] = [];
  let cells: string[] = [];
  let lines: string[] = [];
  let line = '';

  const addText = (text: string, source = text) => {
    if (tableDepth > 0) line += text;
    if (tableDepth > 0 || !paragraph) return;
    paragraph.source += source;
    if (text === '') return;
    const last = paragraph.runs.at(-1);
    const same =
      last?.bold === format.bold &&
      last.italic === format.italic &&
      last.underline === format.underline;
    if (last && same) last.text += text;
    else paragraph.runs.push({ text, ...format });
  };
  const pageBreak = () => {
    if (tableDepth > 0 || !paragraph) return;
    if (paragraph.runs.length > 0) blocks.push(paragraphBlock(paragraph, 0));
    blocks.push({ kind: 'pageBreak' });
    paragraph.runs = [];
    paragraph.broken = true;
  };
  const start = (token: XmlToken) => {
    switch (token.name) {
      case 'w:tbl':
        if (tableDepth++ === 0) rows = [];
        break;
      case 'w:tr':
        if (tableDepth === 1) cells = [];
        break;
      case 'w:tc':
        if (tableDepth === 1) lines = [];
        break;
      case 'w:p':
        line = '';
        if (tableDepth === 0) {
          paragraph = {
            kind: 'paragraph',
            runs: [],
            align: 'left',
            spaceAfterPt: defaultSpaceAfter,
            source: '',
            broken: false,
          };
        }
        break;
      case 'w:pPr':
        inProperties = true;
        break;
      case 'w:jc':
        if (inProperties && paragraph)
          paragraph.align = alignments[xmlAttribute(token.raw, 'w:val') ?? ''] ?? 'left';
        break;
      case 'w:spacing':
        if (inProperties && paragraph)
          paragraph.spaceAfterPt = spaceAfterPt(token.raw) ?? paragraph.spaceAfterPt;
        break;
      case 'w:r':
        inRun = true;
        format = { bold: false, italic: false, underline: false };
        break;
      case 'w:rPr':
        inRunProperties = inRun;
        break;
      case 'w:b':
        if (inRunProperties) format.bold = isOn(token.raw);
        break;
      case 'w:i':
        if (inRunProperties) format.italic = isOn(token.raw);
        break;
      case 'w:u':
        if (inRunProperties) format.underline = isOn(token.raw);
        break;
      case 'w:tab':
        if (inRun) addText('\t');
        break;
      case 'w:br':
        if (inRun && xmlAttribute(token.raw, 'w:type') === 'page') pageBreak();
        else if (inRun) addText('\n');
        break;
      case 'w:cr':
        if (inRun) addText('\n');
        break;
    }
  };
  const end = (name: string) => {
    switch (name) {
      case 'w:tbl':
        if (--tableDepth === 0 && rows.length > 0) blocks.push({ kind: 'table', rows });
        break;
      case 'w:tr':
        if (tableDepth === 1) rows.push(cells);
        break;
      case 'w:tc':
        if (tableDepth === 1) cells.push(lines.join('\n'));
        break;
      case 'w:p': {
        const table =
          paragraph && tableDepth === 0 ? paragraphTable(paragraph.source, values) : null;
        if (tableDepth > 0) lines.push(line);
        else if (table) blocks.push({ kind: 'table', rows: table });
        else if (paragraph && keepsParagraph(paragraph))
          blocks.push(paragraphBlock(paragraph, paragraph.spaceAfterPt));
        paragraph = null;
        break;
      }
      case 'w:pPr':
        inProperties = false;
        break;
      case 'w:r':
        inRun = false;
        break;
      case 'w:rPr':
        inRunProperties = false;
        break;
    }
  };

  let skipping = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (skipping > 0) {
      skipping += token.kind === 'open' ? 1 : token.kind === 'close' ? -1 : 0;
      continue;
    }
    const text = textAt.get(i);
    if (text) {
      if (inRun) addText(fillMergeCodes(text.text, values), text.text);
      i = text.end;
    } else if (token.kind === 'open' && skipped.has(token.name)) skipping = 1;
    else if (token.kind === 'open') start(token);
    else if (token.kind === 'close') end(token.name);
    else if (token.kind === 'empty') {
      start(token);
      end(token.name);
    }
  }
  return blocks;
}

/** The block of a paragraph read so far. */
function paragraphBlock({ runs, align }: Paragraph, spaceAfterPt: number): Paragraph {
  return { kind: 'paragraph', runs, align, spaceAfterPt };
}

/**
 * A paragraph is printed unless it held only the address block, or only codes that merged to
 * nothing, or was only a page break.
 */
function keepsParagraph(paragraph: {
  runs: LetterRun[];
  source: string;
  broken: boolean;
}): boolean {
  const source = paragraph.source.trim();
  if (source === addressOnlyParagraph) return false;
  const codesOnly = source !== '' && source.replace(/\{[^{}\s]{1,60}\}|\s/g, '') === '';
  if (codesOnly && paragraph.runs.every((run) => run.text.trim() === '')) return false;
  return !paragraph.broken || paragraph.runs.length > 0;
}

/**
 * The merged body of a template as blocks for our PDF (see bodyBlocks for what is read).
 * Throws when the template cannot be read.
 */
export function templateBlocks(
  bytes: Uint8Array,
  values: Readonly<Record<string, string>>,
): LetterBlock[] {
  const unpacked = unpackDocx(bytes, (name) => name === bodyPart || name === stylesPart);
  if (!unpacked.ok) throw new Error(unpacked.message);
  const body = readPart(unpacked.files[bodyPart]);
  if (!body) throw new Error(TemplateMessages.malformed);
  return bodyBlocks(body, values, defaultSpaceAfterPt(unpacked.files[stylesPart]));
}
