// Company letter templates: Word .docx files with merge codes written in the text, `{OwnerName}`
// (issue 19). Read them (the codes they use) and merge them into a new .docx; docx-blocks.ts lays
// their body out for the print PDF. Word splits typed text over runs wherever spell
// check, an edit or a bookmark falls, so `{Owner` and `Name}` may sit in two runs: every reader
// below first moves each code whole into the first of its runs (readPart).
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { fillMergeCodes, mergeCodesIn, mergeTableRows, TemplateMessages } from '@hoa/domain';
import { decodeXmlText, encodeXmlText, tokenizeXml, type XmlToken } from './word-xml';

export type TemplateRead =
  { ok: true; mergeCodes: string[]; text: string } | { ok: false; message: string };

/** What a template may unpack to; a file claiming more is taken for a zip bomb. */
const MaxUnpackedBytes = 100 * 1024 * 1024;

export const bodyPart = 'word/document.xml';
/** The parts whose text is the template's: the body, the headers and the footers. */
const textPart = /^word\/(?:document|header\d*|footer\d*)\.xml$/;

type Unpacked = { ok: true; files: Record<string, Uint8Array> } | { ok: false; message: string };

/** The entries of a .docx that `wanted` names, or why it cannot be read. */
export function unpackDocx(bytes: Uint8Array, wanted: (name: string) => boolean): Unpacked {
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

export interface WordPart {
  tokens: XmlToken[];
  texts: TextElement[];
  /** By paragraph number (TextElement.paragraph). */
  paragraphs: ParagraphSpan[];
}

/** A part's tokens and text elements, each merge code whole in one element; null if not XML. */
export function readPart(bytes: Uint8Array): WordPart | null {
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
export function paragraphTable(source: string, values: Readonly<Record<string, string>>) {
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
