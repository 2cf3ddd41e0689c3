/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { field } from '../../bank-files/fixed-width';
import alliance from './fixtures/Alliance.csv?raw';
import duesPayment from './fixtures/DuesPayment.txt?raw';
import firstCitizens from './fixtures/FirstCitizens.txt?raw';
import pacificPremier from './fixtures/PacificPremier.txt?raw';
import pacificWestern from './fixtures/PacificWestern.tsv?raw';
import pacificWesternLegacy from './fixtures/PacificWesternLegacy.txt?raw';
import standard from './fixtures/Standard.csv?raw';
import unionBank from './fixtures/UnionBank.dat?raw';
import unionBankNew from './fixtures/UnionBankNew.csv?raw';
import { fixtureMeta, fixtureRows } from './fixture-rows';
import { zonedCents } from './fields';
import {
  UnknownValidationFileError,
  ValidationFileFieldError,
  ValidationLayoutKeys,
  ValidationLayouts,
  writeValidationFile,
  type ValidationLayoutKey,
} from './index';

// The fixture files are read as UTF-8 text; a file that is not valid UTF-8 would not compare
// equal, so equal strings are equal bytes (the encoder below checks the lengths too).
const fixtures: Record<ValidationLayoutKey, string> = {
  Standard: standard,
  FirstCitizens: firstCitizens,
  Alliance: alliance,
  PacificPremier: pacificPremier,
  PacificWestern: pacificWestern,
  PacificWesternLegacy: pacificWesternLegacy,
  DuesPayment: duesPayment,
  UnionBank: unionBank,
  UnionBankNew: unionBankNew,
};
const bytes = (text: string) => new TextEncoder().encode(text);
const lines = (text: string) => text.split(/\r?\n/).slice(0, -1);

describe('validation file layouts', () => {
  it.each(ValidationLayoutKeys)('%s writes its fixture byte for byte', (key) => {
    const file = writeValidationFile(key, fixtureRows, fixtureMeta);
    expect(bytes(file.Content)).toEqual(bytes(fixtures[key]));
    expect(file.RowCount).toBe(4);
    expect(file.ContentType).toBe(ValidationLayouts[key].contentType);
  });

  it('picks the layout of each validation job id (spec 3 §9), also as digits', () => {
    const byId: Record<number, ValidationLayoutKey> = {
      9: 'FirstCitizens',
      12: 'Alliance',
      16: 'PacificPremier',
      17: 'PacificWestern',
      18: 'DuesPayment',
      19: 'Standard',
      20: 'PacificWesternLegacy',
    };
    for (const [id, key] of Object.entries(byId)) {
      expect(writeValidationFile(Number(id), fixtureRows, fixtureMeta).Content).toBe(fixtures[key]);
      expect(writeValidationFile(id, [], fixtureMeta).Layout).toBe(key);
    }
  });

  it('refuses an unknown id or layout with the spec message', () => {
    for (const id of [7, 1, 'UnionBankOld', '21']) {
      expect(() => writeValidationFile(id, fixtureRows, fixtureMeta)).toThrow(
        new UnknownValidationFileError(id),
      );
    }
    expect(() => writeValidationFile(7, [], fixtureMeta)).toThrow('Unknown validation file id 7');
  });

  it('names the files by bank, layout and date', () => {
    const name = (key: ValidationLayoutKey) =>
      writeValidationFile(key, [], { ...fixtureMeta, bankName: 'First Bank & Trust' }).FileName;
    expect(name('Standard')).toBe('HOAValidation-FirstBankTrust-2026-12-01.csv');
    expect(name('UnionBank')).toBe('HOAValidation-FirstBankTrust-UnionBank-2026-12-01.dat');
    expect(name('PacificWestern')).toBe(
      'HOAValidation-FirstBankTrust-PacificWestern-2026-12-01.tsv',
    );
  });

  it('puts the First Citizens fields in their documented columns', () => {
    const [header, , credit, , , trailer] = lines(fixtures.FirstCitizens);
    expect(lines(fixtures.FirstCitizens).every((l) => l.length === 130)).toBe(true);
    expect(field(header ?? '', 2, 9)).toBe('20261201');
    expect(field(header ?? '', 14, 23)).toBe('0000004711');
    expect(field(credit ?? '', 29, 48).trim()).toBe('A-002');
    expect(field(credit ?? '', 49, 83).trim()).toBe('BO "BUDDY" NUNEZ');
    expect(field(credit ?? '', 84, 118)).toBe('12345 NORTHWEST EXTRAORDINARILY LON');
    expect(field(credit ?? '', 119, 130)).toBe('-00000001250');
    expect(field(trailer ?? '', 2, 10)).toBe('000000004');
    expect(field(trailer ?? '', 11, 24)).toBe('+0000001258317');
  });

  it('batches the Pacific Premier owners by lockbox account with controls', () => {
    const records = lines(fixtures.PacificPremier);
    expect(records.map((r) => r[0]).join('')).toBe('1566856689');
    expect(records.every((r) => r.length === 100)).toBe(true);
    expect(field(records[3] ?? '', 86, 97)).toBe('0000001250CR');
    expect(field(records[4] ?? '', 12, 31)).toBe('000002000000023750  ');
    expect(field(records[9] ?? '', 2, 31)).toBe('000002' + '00000004' + '00000001258317' + '  ');
  });

  it('writes Union Bank amounts as zoned decimal and counts every record', () => {
    expect(zonedCents(25_000, 10)).toBe('000002500{');
    expect(zonedCents(-1_250, 10)).toBe('000000125}');
    expect(zonedCents(-9, 4)).toBe('000R');
    expect(zonedCents(1, 4)).toBe('000A');
    const records = lines(fixtures.UnionBank);
    expect(records.every((r) => r.length === 110)).toBe(true);
    expect(field(records[5] ?? '', 3, 10)).toBe('00000006');
  });

  it('ends the legacy Pacific Western records with LF only, the fixed ones with CRLF', () => {
    expect(fixtures.PacificWesternLegacy).not.toContain('\r');
    expect(lines(fixtures.PacificWesternLegacy).every((l) => l.length === 80)).toBe(true);
    expect(fixtures.UnionBank.split('\r\n')).toHaveLength(7);
  });

  it('never cuts an id: one too long for its field is refused', () => {
    const long = [{ ...fixtureRows[0], LockboxId: 'LOCKBOX-000012345' }];
    expect(() => writeValidationFile(9, long, fixtureMeta)).toThrow(ValidationFileFieldError);
    expect(() => writeValidationFile(9, long, fixtureMeta)).toThrow(
      'Lockbox ID LOCKBOX-000012345 does not fit the First Citizens validation file (10 characters).',
    );
    // The delimited layouts carry it as it is.
    expect(writeValidationFile(18, long, fixtureMeta).Content).toContain('|LOCKBOX-000012345|');
  });

  it('replaces delimiters and line breaks inside values in the unquoted layouts', () => {
    const odd = [{ ...fixtureRows[0], OwnerName: 'Ann\tB|C\r\nD' }];
    expect(writeValidationFile('PacificWestern', odd, fixtureMeta).Content).toContain(
      '\tAnn B|C D\t',
    );
    expect(writeValidationFile('DuesPayment', odd, fixtureMeta).Content).toContain('|Ann B C D|');
  });
});
