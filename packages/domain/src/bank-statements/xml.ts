import { SaxesParser } from 'saxes';
import { StatementFormatError } from './types';

// A small element tree over saxes (a strict, non-validating XML parser): names without their
// namespace prefix, attributes, trimmed text and the line each element starts on.

export interface XmlNode {
  name: string;
  line: number;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses XML; a file that is not well-formed is refused with the line of the fault. */
export function parseXml(text: string): XmlNode {
  const parser = new SaxesParser({ position: true });
  const root: XmlNode = { name: '#document', line: 0, attributes: {}, text: '', children: [] };
  const stack: XmlNode[] = [root];
  const top = () => stack[stack.length - 1] ?? root;
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) attributes[local(k)] = String(v);
    const node: XmlNode = {
      name: local(tag.name),
      line: parser.line,
      attributes,
      text: '',
      children: [],
    };
    top().children.push(node);
    stack.push(node);
  });
  const addText = (t: string) => {
    top().text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const node = stack.pop();
    if (node) node.text = node.text.trim();
  });
  parser.on('error', (error) => {
    throw new StatementFormatError(
      parser.line,
      `The XML is not well-formed: ${error.message.replace(/^.*?:\d+:\d+: /, '')}`,
    );
  });
  parser.write(text.replace(/^\uFEFF/, '')).close();
  return root;
}

/** The first descendant along a path of child names ('Acct/Id/IBAN'). */
export function at(node: XmlNode | undefined, path: string): XmlNode | undefined {
  let current = node;
  for (const name of path.split('/')) current = current?.children.find((c) => c.name === name);
  return current;
}

/** The text at a path; undefined when absent or empty. */
export function textAt(node: XmlNode | undefined, path: string): string | undefined {
  const t = at(node, path)?.text;
  return t === undefined || t === '' ? undefined : t;
}

export const childrenNamed = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node?.children.filter((c) => c.name === name) ?? [];

/** Every descendant with a name, depth first. */
export function descendants(node: XmlNode, name: string, out: XmlNode[] = []): XmlNode[] {
  for (const c of node.children) {
    if (c.name === name) out.push(c);
    descendants(c, name, out);
  }
  return out;
}
