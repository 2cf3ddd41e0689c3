import { describe, expect, it } from 'vitest';
import {
  fileIdModifier,
  isValidAchCompanyIdentification,
  NachaFilesPerDay,
  proposeAchCompanyIdentification,
} from './nacha-origin';

describe('NACHA origin rules', () => {
  it('NACHA: file ID modifier runs A–Z then 0–9 per origin and creation date', () => {
    const all = Array.from({ length: NachaFilesPerDay }, (_, i) => fileIdModifier(i + 1));
    expect(all.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    expect(() => fileIdModifier(37)).toThrow(RangeError);
    expect(() => fileIdModifier(0)).toThrow(RangeError);
  });

  it('NACHA: company identification is 10 letters or digits, proposed as 1 + the EIN', () => {
    expect(isValidAchCompanyIdentification('1123456789')).toBe(true);
    expect(isValidAchCompanyIdentification('A12345678Z')).toBe(true);
    for (const bad of ['112345678', '11234567890', '1-23456789', '11234 6789', 'a123456789'])
      expect(isValidAchCompanyIdentification(bad)).toBe(false);
    expect(proposeAchCompanyIdentification('12-03456789')).toBe('1123456789');
    expect(proposeAchCompanyIdentification('12-3456789')).toBe('1123456789');
    expect(proposeAchCompanyIdentification('12-34567890')).toBeNull();
    expect(proposeAchCompanyIdentification(null)).toBeNull();
  });
});
