import { describe, expect, it } from 'vitest';
import { decodeXmlText, encodeXmlText, tokenizeXml, xmlAttribute } from './word-xml';

describe('Word XML tokens', () => {
  it('reads tags, text and the rest exactly as written', () => {
    const xml = `<?xml version="1.0"?>\n<w:p a='1'><!-- note --><w:t xml:space="preserve"> a &amp; b </w:t><w:br/></w:p>`;
    const tokens = tokenizeXml(xml);
    expect(tokens?.map((t) => [t.kind, t.name])).toEqual([
      ['other', ''],
      ['text', ''],
      ['open', 'w:p'],
      ['other', ''],
      ['open', 'w:t'],
      ['text', ''],
      ['close', 'w:t'],
      ['empty', 'w:br'],
      ['close', 'w:p'],
    ]);
    expect(tokens?.map((t) => t.raw).join('')).toBe(xml);
  });

  it('refuses what is not well-formed XML with one root', () => {
    for (const xml of [
      '<a><b></a></b>',
      '<a>',
      '<a/><b/>',
      'text<a/>',
      '<a>1 < 2</a>',
      '<a>&nbsp;</a>',
      '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>',
      '<a b="<"/>',
    ])
      expect(tokenizeXml(xml), xml).toBeNull();
  });

  it('decodes and encodes text and reads attributes', () => {
    expect(decodeXmlText('&lt;a&gt; &amp; &quot;&apos; &#123;&#x7D; &#x110000;')).toBe(
      '<a> & "\' {} \uFFFD',
    );
    expect(encodeXmlText('a < b & c > d\u0001')).toBe('a &lt; b &amp; c &gt; d');
    expect(xmlAttribute('<w:br w:type="page"/>', 'w:type')).toBe('page');
    expect(xmlAttribute("<w:jc w:val='center'/>", 'w:val')).toBe('center');
    expect(xmlAttribute('<w:b/>', 'w:val')).toBeUndefined();
  });
});
