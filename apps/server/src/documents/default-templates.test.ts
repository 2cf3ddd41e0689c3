import { describe, expect, it } from 'vitest';
import { mergeTableValue, SystemTemplates, unknownMergeCodes } from '@hoa/domain';
import { defaultTemplateDocx } from './default-templates';
import { templateBlocks } from './docx-blocks';
import { mergeTemplateDocx, readTemplateDocx } from './docx-template';

const paragraphsOf = (blocks: ReturnType<typeof templateBlocks>) =>
  blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.runs.map((r) => r.text).join('')] : []));

describe('default templates', () => {
  it.each(SystemTemplates.map((t) => [t.Name, t.TopsTemplateTypeId] as const))(
    'ships a %s template that uses only its codes',
    async (name, typeId) => {
      const docx = await defaultTemplateDocx(name);
      const read = readTemplateDocx(docx);
      if (!read.ok) throw new Error(read.message);
      expect(read.mergeCodes).toContain('MailingAddressBlock');
      expect(read.mergeCodes).toContain('CompanyName');
      expect(unknownMergeCodes(read.mergeCodes, typeId)).toEqual([]);
      // The print layout leaves the address paragraph to the envelope window.
      const text = paragraphsOf(
        templateBlocks(docx, { MailingAddressBlock: 'Ann Lee\n12 Elm St' }),
      );
      expect(text.join('\n')).not.toContain('Ann Lee');
      expect(text[0]).toBe('{LetterDate}');
    },
  );

  it('fills the letter', async () => {
    const blocks = templateBlocks(await defaultTemplateDocx('Default Letter'), {
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

  it('fills the collection letter, its balances and payments as tables', async () => {
    const docx = await defaultTemplateDocx('Default Collection Letter');
    const balances = mergeTableValue([
      ['Code', 'Description', 'Balance'],
      ['ASMT', 'Assessment', '$250.00'],
      ['', 'Total', '$250.00'],
    ]);
    const values = {
      OwnerName: 'Ann Lee',
      CollectionAction: 'Demand letter',
      CollectionActionDescription: '',
      CollectionCharge: '$15.00',
      PastDueBalance: '$250.00',
      PropertyAddress: '12 Elm St',
      BalanceByCode: balances,
      PaymentHistory: 'No payments in the last 12 months.',
    };
    const blocks = templateBlocks(docx, values);
    const text = paragraphsOf(blocks);
    expect(text).toContain('Collection notice: Demand letter');
    expect(text).toContain(
      'Our records show a past-due balance of $250.00 on the account of 12 Elm St.',
    );
    expect(text).toContain('A Demand letter charge of $15.00 has been added to the account.');
    expect(text).toContain('No payments in the last 12 months.');
    // The empty description leaves no empty paragraph behind.
    expect(text).not.toContain('');
    expect(blocks.filter((b) => b.kind === 'table')).toEqual([
      {
        kind: 'table',
        rows: [
          ['Code', 'Description', 'Balance'],
          ['ASMT', 'Assessment', '$250.00'],
          ['', 'Total', '$250.00'],
        ],
      },
    ]);
    // The Word version has the same table, read back from the merged document.
    const merged = mergeTemplateDocx(docx, values);
    expect(templateBlocks(merged, {}).filter((b) => b.kind === 'table')).toEqual(
      blocks.filter((b) => b.kind === 'table'),
    );
    const read = readTemplateDocx(merged);
    expect(read.ok && read.mergeCodes).toEqual([
      'LetterDate',
      'MailingAddressBlock',
      'CommunityName',
      'CompanyName',
    ]);
  });

  it('answers a copy of the built template, and refuses an unknown name', async () => {
    const first = await defaultTemplateDocx('Default CCR Letter');
    first.fill(0);
    expect(readTemplateDocx(await defaultTemplateDocx('Default CCR Letter')).ok).toBe(true);
    await expect(defaultTemplateDocx('Welcome')).rejects.toThrow('No system template Welcome.');
  });
});
