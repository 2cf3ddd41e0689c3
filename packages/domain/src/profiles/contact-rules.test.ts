import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  EmailAddressSchema,
  isValidEmail,
  isValidFederalTaxNumber,
  maskFederalTaxNumber,
  OptionalEmailAddressSchema,
  OptionalFederalTaxNumberSchema,
  OptionalPercentSchema,
  optionalText,
  phoneEntryErrors,
  PhoneEntrySchema,
  ProfileLimits,
} from './contact-rules';
import { ProfileMessages } from './profile-messages';

describe('ProfileLimits', () => {
  it('holds the maximum string sizes of spec 1 §3.2', () => {
    expect(ProfileLimits).toMatchObject({
      Alias: 10,
      CompanyName: 100,
      FirstName: 50,
      MiddleName: 50,
      LastName: 50,
      DisplayName: 150,
      StreetNumber: 50,
      StreetName: 100,
      Unit: 50,
      City: 50,
      PostalCode: 50,
      PhoneCountryCode: 5,
      AreaCode: 5,
      PhoneNumber: 10,
      Extension: 10,
      WebAddress: 255,
      ProfileAccountNumber: 15,
    });
  });
});

describe('optionalText', () => {
  const alias = optionalText('Alias', ProfileLimits.Alias);

  it('trims, turns empty into null and accepts exactly the maximum', () => {
    expect(alias.parse('  WC  ')).toBe('WC');
    expect(alias.parse('   ')).toBeNull();
    expect(alias.parse(undefined)).toBeNull();
    expect(alias.parse(null)).toBeNull();
    expect(alias.parse('A'.repeat(10))).toBe('AAAAAAAAAA');
  });

  it('refuses one character more with the size message', () => {
    const result = alias.safeParse('A'.repeat(11));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Alias must be at most 10 characters.');
  });
});

describe('phone entry (spec 1 §5)', () => {
  it('accepts area code 3, number 7 and extension 2 to 5 digits', () => {
    expect(phoneEntryErrors({ AreaCode: '555', PhoneNumber: '1234567', Extension: '' })).toEqual(
      {},
    );
    expect(phoneEntryErrors({ AreaCode: '555', PhoneNumber: '1234567', Extension: '12' })).toEqual(
      {},
    );
    expect(
      phoneEntryErrors({ AreaCode: '555', PhoneNumber: '1234567', Extension: '12345' }),
    ).toEqual({});
    expect(PhoneEntrySchema.parse({ AreaCode: '555', PhoneNumber: '1234567' })).toEqual({
      AreaCode: '555',
      PhoneNumber: '1234567',
      Extension: null,
    });
  });

  it('requires the area code and the number', () => {
    expect(phoneEntryErrors({ AreaCode: '', PhoneNumber: '  ' })).toEqual({
      AreaCode: 'Area code is required.',
      PhoneNumber: 'Phone number is required.',
    });
  });

  it('refuses other lengths and non-digits with one message per field', () => {
    expect(phoneEntryErrors({ AreaCode: '55', PhoneNumber: '123456', Extension: '1' })).toEqual({
      AreaCode: 'Area code must be exactly 3 digits.',
      PhoneNumber: 'Phone number must be exactly 7 digits.',
      Extension: 'Extension must be 2 to 5 digits.',
    });
    expect(
      phoneEntryErrors({ AreaCode: '5555', PhoneNumber: '12345678', Extension: '123456' }),
    ).toEqual({
      AreaCode: 'Area code must be exactly 3 digits.',
      PhoneNumber: 'Phone number must be exactly 7 digits.',
      Extension: 'Extension must be 2 to 5 digits.',
    });
    expect(phoneEntryErrors({ AreaCode: '5a5', PhoneNumber: '123-456', Extension: 'x1' })).toEqual({
      AreaCode: 'Area code must be exactly 3 digits.',
      PhoneNumber: 'Phone number must be exactly 7 digits.',
      Extension: 'Extension must be 2 to 5 digits.',
    });
  });
});

describe('email pattern (spec 1 §5)', () => {
  it('accepts letters, digits and ._%+- before @, a domain, a dot and 2-4 letters', () => {
    for (const email of ['jane.doe@example.com', 'a_b%c+d-e@mail.co.uk', 'X9@host.info']) {
      expect(isValidEmail(email)).toBe(true);
    }
  });

  it('refuses other shapes', () => {
    for (const email of [
      'jane@example',
      'jane@example.c',
      'jane@example.museum',
      'jane doe@example.com',
      'jane!@example.com',
      '@example.com',
      'jane@.com1',
    ]) {
      expect(isValidEmail(email)).toBe(false);
    }
  });

  it('gives the email message from the schemas, and null for an empty optional email', () => {
    expect(EmailAddressSchema.safeParse('nope').error?.issues[0]?.message).toBe(
      ProfileMessages.emailFormat,
    );
    expect(OptionalEmailAddressSchema.parse('')).toBeNull();
    expect(OptionalEmailAddressSchema.parse(' jane@example.com ')).toBe('jane@example.com');
    expect(OptionalEmailAddressSchema.safeParse('jane@').error?.issues[0]?.message).toBe(
      'Enter a valid email address (name@domain.com).',
    );
  });
});

describe('federal tax number (2 digits, a dash, 8 digits)', () => {
  it('accepts only that format', () => {
    expect(isValidFederalTaxNumber('12-12345678')).toBe(true);
    expect(isValidFederalTaxNumber('12-1234567')).toBe(false);
    expect(isValidFederalTaxNumber('1212345678')).toBe(false);
    expect(isValidFederalTaxNumber('123-1234567')).toBe(false);
    expect(OptionalFederalTaxNumberSchema.parse('')).toBeNull();
    expect(OptionalFederalTaxNumberSchema.safeParse('12-123').error?.issues[0]?.message).toBe(
      'Federal tax number must be 2 digits, a dash and 8 digits (12-12345678).',
    );
  });

  it('masks what is typed', () => {
    expect(maskFederalTaxNumber('1')).toBe('1');
    expect(maskFederalTaxNumber('12')).toBe('12');
    expect(maskFederalTaxNumber('123')).toBe('12-3');
    expect(maskFederalTaxNumber('12-34567890')).toBe('12-34567890');
    expect(maskFederalTaxNumber('12 3456 7890 99')).toBe('12-34567890');
    expect(digitsOnly('(555) 123-4567', 7)).toBe('5551234');
  });
});

describe('percent ownership', () => {
  it('is an exact decimal from 0 to 100 with up to 6 decimals', () => {
    expect(OptionalPercentSchema.parse('12.345678')).toBe('12.345678');
    expect(OptionalPercentSchema.parse('100')).toBe('100');
    expect(OptionalPercentSchema.parse('')).toBeNull();
    for (const bad of ['100.000001', '1.1234567', '-1', 'abc', '1e2']) {
      expect(OptionalPercentSchema.safeParse(bad).success).toBe(false);
    }
  });
});
