// The XML of a Word part (word/document.xml, headers, footers) as a flat list of tokens: enough
// to find paragraphs, runs and their text, and to write the part back unchanged except for the
// text that was replaced. WordprocessingML is plain well-formed XML without a DTD, so a tokenizer
// that refuses anything else (unbalanced tags, a DOCTYPE, an unknown entity) reads every part Word,
// LibreOffice and the docx package write.

/** A start tag, end tag, empty-element tag, run of text, or anything else (declaration, comment). */
export interface XmlToken {
  kind: 'open' | 'close' | 'empty' | 'text' | 'other';
  /** The element name with its prefix (`w:t`); '' for text and other tokens. */
  name: string;
  /** The token exactly as written. */
  raw: string;
}

const tokenPattern =
  /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\/([A-Za-z_][\w.:-]*)\s*>|<([A-Za-z_][\w.:-]*)(?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*\s*(\/?)>|[^<]+/y;

const badReference = /&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/;

/** The tokens of a well-formed XML document with one root element, else null. */
export function tokenizeXml(xml: string): XmlToken[] | null {
  const tokens: XmlToken[] = [];
  const open: string[] = [];
  let roots = 0;
  tokenPattern.lastIndex = 0;
  while (tokenPattern.lastIndex < xml.length) {
    const match = tokenPattern.exec(xml);
    if (!match) return null;
    const [raw, closeName, openName, slash] = match;
    if (closeName !== undefined) {
      if (open.pop() !== closeName) return null;
      tokens.push({ kind: 'close', name: closeName, raw });
    } else if (openName !== undefined) {
      if (open.length === 0 && ++roots > 1) return null;
      if (slash === '') open.push(openName);
      tokens.push({ kind: slash === '' ? 'open' : 'empty', name: openName, raw });
    } else if (raw.startsWith('<')) {
      if (raw.startsWith('<![CDATA[') && open.length === 0) return null;
      tokens.push({ kind: 'other', name: '', raw });
    } else {
      if (badReference.test(raw) || (open.length === 0 && raw.trim() !== '')) return null;
      tokens.push({ kind: 'text', name: '', raw });
    }
  }
  return open.length === 0 && roots === 1 ? tokens : null;
}

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The characters an XML text (or attribute value) stands for: entities and character references. */
export function decodeXmlText(raw: string): string {
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return character(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return character(Number.parseInt(ref.slice(1), 10));
    return entities[ref] ?? whole;
  });
}

/** A character reference's character; one beyond Unicode reads as the replacement character. */
function character(codePoint: number): string {
  return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\uFFFD';
}

/** Text as XML character data: markup characters escaped, characters XML cannot hold removed. */
export function encodeXmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The decoded value of an attribute in a start or empty-element tag, else undefined. */
export function xmlAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? decodeXmlText(match[1] ?? match[2] ?? '') : undefined;
}
