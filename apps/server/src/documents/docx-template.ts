// Company letter templates: Word .docx files with merge codes written in the text, `{OwnerName}`
// (issue 19). Read them (the codes they use), merge them into a new .docx, and lay their body out
// as blocks for the print PDF (letter-pdf.ts). Word splits typed text over runs wherever spell
// check, an edit or a bookmark falls, so `{Owner` and `Name}` may sit in two runs: every reader
// below first moves each code whole into the first of its runs (readPart).
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { fillMergeCodes, mergeCodesIn, mergeTableRows, TemplateMessages } from '@hoa/domain';
import { decodeXmlText, encodeXmlText, tokenizeXml, xmlAttribute, type XmlToken } from './word-xml';

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

export type TemplateRead =
  { ok: true; mergeCodes: string[]; text: string } | { ok: false; message: string };

/** What a template may unpack to; a file claiming more is taken for a zip bomb. */
const MaxUnpackedBytes = 100 * 1024 * 1024;

const bodyPart = 'word/document.xml';
const stylesPart = 'word/styles.xml';
/** The parts whose text is the template's: the body, the headers and the footers. */
const textPart = /^word\/(?:document|header\d*|footer\d*)\.xml$/;

/**
 * The paragraph the PDF drops: the windowed envelope shows the address, so a template's own
 * address paragraph (kept for the Word version) would print it twice.
 */
const addressOnlyParagraph = '{MailingAddressBlock}';

type Unpacked = { ok: true; files: Record<string, Uint8Array> } | { ok: false; message: string };

/** The entries of a .docx that `wanted` names, or why it cannot be read. */
function unpackDocx(bytes: Uint8Array, wanted: (name: string) => boolean): Unpacked {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b)
    return { ok: false, message: TemplateMessages.notWord };
  const malformed = { ok: false, message: TemplateMessages.malformed } as const;
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      // Entries are inflated into buffers of their declared size, so this bounds the memory.
      filter: (file) => wanted(file.name) && (unpacked += file.originalSize) <= MaxUnpackedBytes,
    });
  } catch {
    return malformed;
  }
  return unpacked <= MaxUnpackedBytes && bodyPart in files ? { ok: true, files } : malformed;
}

/** One `<w:t>`: its tokens from start to end, its innermost paragraph, its text as read and now. */
interface TextElement {
  start: number;
  end: number;
  paragraph: number;
  source: string;
  text: string;
}

/** One `<w:p>`: its tokens from start to end, and whether it is in a table. */
interface ParagraphSpan {
  start: number;
  end: number;
  inTable: boolean;
}

interface WordPart {
  tokens: XmlToken[];
  texts: TextElement[];
  /** By paragraph number (TextElement.paragraph). */
  paragraphs: ParagraphSpan[];
}

/** A part's tokens and text elements, each merge code whole in one element; null if not XML. */
function readPart(bytes: Uint8Array): WordPart | null {
  const tokens = tokenizeXml(strFromU8(bytes));
  if (!tokens) return null;
  const texts: TextElement[] = [];
  const spans: ParagraphSpan[] = [];
  const paragraphs: number[] = [];
  let tableDepth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const { kind, name } = tokens[i];
    if (name === 'w:tbl') tableDepth += kind === 'open' ? 1 : kind === 'close' ? -1 : 0;
    if (name === 'w:p' && kind === 'open') {
      paragraphs.push(spans.length);
      spans.push({ start: i, end: i, inTable: tableDepth > 0 });
    }
    if (name === 'w:p' && kind === 'close') {
      const open = spans[paragraphs.pop() ?? -1];
      if (open) open.end = i;
    }
    if (name !== 'w:t' || kind === 'close') continue;
    let end = i;
    let raw = '';
    if (kind === 'open') {
      while (tokens[++end].kind !== 'close')
        raw += tokens[end].kind === 'text' ? tokens[end].raw : '';
    }
    const text = decodeXmlText(raw);
    texts.push({ start: i, end, paragraph: paragraphs.at(-1) ?? -1, source: text, text });
    i = end;
  }
  const byParagraph = new Map<number, TextElement[]>();
  for (const text of texts) {
    const group = byParagraph.get(text.paragraph);
    if (group) group.push(text);
    else byParagraph.set(text.paragraph, [text]);
  }
  for (const group of byParagraph.values()) joinSplitCodes(group);
  return { tokens, texts, paragraphs: spans };
}

/**
 * Moves each merge code that spans several text elements of one paragraph whole into the first
 * of them, leaving the text around it where it was (and so the runs' formatting).
 */
function joinSplitCodes(group: TextElement[]): void {
  const joined = group.map((element) => element.text).join('');
  if (group.length < 2 || !joined.includes('{')) return;
  const from: number[] = [];
  const to: number[] = [];
  for (const element of group) {
    from.push(to.at(-1) ?? 0);
    to.push((to.at(-1) ?? 0) + element.text.length);
  }
  const ends = [...to];
  const holder = (position: number) => ends.findIndex((end) => position < end);
  for (const code of mergeCodesIn(joined)) {
    const written = `{${code}}`;
    for (let at = joined.indexOf(written); at >= 0; at = joined.indexOf(written, at + 1)) {
      const end = at + written.length;
      const first = holder(at);
      const last = holder(end - 1);
      if (first === last) continue;
      to[first] = end;
      for (let k = first + 1; k <= last; k++) from[k] = Math.max(from[k], end);
    }
  }
  group.forEach((element, k) => {
    element.text = joined.slice(from[k], Math.max(from[k], to[k]));
  });
}

/** The text parts of a template, body first, read; null when one is not well-formed XML. */
function readTextParts(files: Record<string, Uint8Array>): Map<string, WordPart> | null {
  const names = Object.keys(files)
    .filter((name) => textPart.test(name))
    .sort((a, b) => Number(b === bodyPart) - Number(a === bodyPart) || a.localeCompare(b));
  const parts = new Map<string, WordPart>();
  for (const name of names) {
    const part = readPart(files[name]);
    if (!part) return null;
    parts.set(name, part);
  }
  return parts;
}

/** A part's text, one line per paragraph. */
function partText(part: WordPart): string {
  let text = '';
  part.texts.forEach((element, k) => {
    const previous = part.texts[k - 1];
    text += (previous && previous.paragraph !== element.paragraph ? '\n' : '') + element.text;
  });
  return text;
}

/** The text of a template's body, headers and footers, and the merge codes written in them. */
export function readTemplateDocx(bytes: Uint8Array): TemplateRead {
  const unpacked = unpackDocx(bytes, (name) => textPart.test(name));
  if (!unpacked.ok) return unpacked;
  const parts = readTextParts(unpacked.files);
  if (!parts) return { ok: false, message: TemplateMessages.malformed };
  const text = [...parts.values()].map(partText).join('\n');
  return { ok: true, mergeCodes: mergeCodesIn(text), text };
}

/**
 * `<w:t>` elements for a merged text, its lines separated by line breaks and its cells (a table
 * value written among other text) by tabs, in the same run.
 */
function textElementsXml(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) =>
      line
        .split('\t')
        .map((part) => `<w:t xml:space="preserve">${encodeXmlText(part)}</w:t>`)
        .join('<w:tab/>'),
    )
    .join('<w:br/>');
}

const singleCode = /^\{([^{}\s]{1,60})\}$/;

/**
 * The rows of a paragraph that holds only a merge code whose value is a table (mergeTableRows of
 * @hoa/domain: {BalanceByCode}, {PaymentHistory}), else null.
 */
function paragraphTable(source: string, values: Readonly<Record<string, string>>) {
  const code = singleCode.exec(source.trim())?.[1];
  return code === undefined ? null : mergeTableRows(values[code] ?? '');
}

/** Page width less 1 inch margins, in twips: a merged table's width. */
const tableTwips = 9360;

/** A merged table as a Word table with single borders, followed by an empty paragraph. */
function tableXml(rows: readonly string[][]): string {
  const columns = Math.max(...rows.map((row) => row.length));
  const width = Math.floor(tableTwips / columns);
  const border = (side: string) =>
    `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="auto"/>`;
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('');
  const cell = (text: string) =>
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr><w:p><w:pPr><w:spacing w:after="0"/></w:pPr>` +
    `<w:r><w:t xml:space="preserve">${encodeXmlText(text)}</w:t></w:r></w:p></w:tc>`;
  const row = (cells: readonly string[]) =>
    `<w:tr>${Array.from({ length: columns }, (_, c) => cell(cells[c] ?? '')).join('')}</w:tr>`;
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${width * columns}" w:type="dxa"/><w:tblBorders>${borders}` +
    `</w:tblBorders></w:tblPr><w:tblGrid>${`<w:gridCol w:w="${width}"/>`.repeat(columns)}` +
    `</w:tblGrid>${rows.map(row).join('')}</w:tbl><w:p/>`
  );
}

/**
 * A part's XML with its codes filled; a text element that did not change is kept as written, and
 * a paragraph (not in a table) holding only a code whose value is a table becomes that table.
 */
function mergedPartXml(part: WordPart, values: Readonly<Record<string, string>>): string {
  const sources = new Map<number, string>();
  for (const element of part.texts)
    sources.set(element.paragraph, (sources.get(element.paragraph) ?? '') + element.text);
  const edits: { from: number; to: number; xml: string }[] = [];
  for (const [paragraph, source] of sources) {
    const span = part.paragraphs[paragraph];
    const rows = span && !span.inTable ? paragraphTable(source, values) : null;
    if (span && rows) edits.push({ from: span.start, to: span.end + 1, xml: tableXml(rows) });
  }
  const replaced = (index: number) => edits.some((e) => index >= e.from && index < e.to);
  for (const element of part.texts) {
    const text = fillMergeCodes(element.text, values);
    if (text === element.source || replaced(element.start)) continue;
    edits.push({ from: element.start, to: element.end + 1, xml: textElementsXml(text) });
  }
  edits.sort((a, b) => a.from - b.from);
  const raw = (from: number, to: number) =>
    part.tokens
      .slice(from, to)
      .map((token) => token.raw)
      .join('');
  let xml = '';
  let next = 0;
  for (const edit of edits) {
    xml += raw(next, edit.from) + edit.xml;
    next = edit.to;
  }
  return xml + raw(next, part.tokens.length);
}

/**
 * A new .docx with every merge code that has a value replaced by it (in the body, headers and
 * footers); codes without a value stay as written and every other entry is copied unchanged.
 * Throws when the template cannot be read (templates are checked with readTemplateDocx on upload).
 */
export function mergeTemplateDocx(
  bytes: Uint8Array,
  values: Readonly<Record<string, string>>,
): Uint8Array {
  const unpacked = unpackDocx(bytes, () => true);
  if (!unpacked.ok) throw new Error(unpacked.message);
  const parts = readTextParts(unpacked.files);
  if (!parts) throw new Error(TemplateMessages.malformed);
  const files = { ...unpacked.files };
  for (const [name, part] of parts) files[name] = strToU8(mergedPartXml(part, values));
  return zipSync(files);
}

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
