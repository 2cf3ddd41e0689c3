import { describe, expect, it } from 'vitest';
import { TemplateTypes, unknownMergeCodes } from '@hoa/domain';
import { defaultTemplateDocx, defaultTemplateName } from './default-templates';
import { readTemplateDocx, templateBlocks } from './docx-template';

describe('default templates', () => {
  it.each(TemplateTypes.map((type) => [type.TemplateTypeName, type.TopsTemplateTypeId] as const))(
    'ships a %s template that uses only its codes',
    async (_name, typeId) => {
      const docx = await defaultTemplateDocx(typeId);
      const read = readTemplateDocx(docx);
      if (!read.ok) throw new Error(read.message);
      expect(read.mergeCodes).toContain('MailingAddressBlock');
      expect(read.mergeCodes).toContain('CompanyName');
      expect(unknownMergeCodes(read.mergeCodes, typeId)).toEqual([]);
      // The print layout leaves the address paragraph to the envelope window.
      const blocks = templateBlocks(docx, { MailingAddressBlock: 'Ann Lee\n12 Elm St' });
      const text = blocks.map((b) =>
        b.kind === 'paragraph' ? b.runs.map((r) => r.text).join('') : '',
      );
      expect(text.join('\n')).not.toContain('Ann Lee');
      expect(text[0]).toBe('{LetterDate}');
    },
  );

  it('names the templates and fills the letter', async () => {
    expect(TemplateTypes.map((type) => defaultTemplateName(type.TopsTemplateTypeId))).toEqual([
      'Default Letter',
      'Default Check Letter',
      'Default Vendor Letter',
      'Default CCR Letter',
      'Default ARC Letter',
    ]);
    const blocks = templateBlocks(await defaultTemplateDocx(1), {
      OwnerName: 'Ann Lee',
      Balance: '$1,234.56',
      CompanyName: 'Summit Ridge',
      CommunityName: 'Willow Creek',
    });
    expect(blocks[1]).toMatchObject({ runs: [{ bold: true }] });
    expect(blocks).toContainEqual({
      kind: 'paragraph',
      align: 'left',
      spaceAfterPt: 8,
      runs: [
        {
          text: 'Summit Ridge\nOn behalf of Willow Creek',
          bold: false,
          italic: false,
          underline: false,
        },
      ],
    });
    const letter = JSON.stringify(blocks);
    expect(letter).toContain('Dear Ann Lee,');
    expect(letter).toContain('the balance of the account is $1,234.56.');
  });

  it('answers a copy of the built template, and refuses an unknown type', async () => {
    const first = await defaultTemplateDocx(4);
    first.fill(0);
    expect(readTemplateDocx(await defaultTemplateDocx(4)).ok).toBe(true);
    await expect(defaultTemplateDocx(9)).rejects.toThrow('No template type 9.');
    expect(() => defaultTemplateName(0)).toThrow('No template type 0.');
  });
});
