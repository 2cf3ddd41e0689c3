import { describe, expect, it } from 'vitest';
import { EmailMessages, MaxEmailRecipients, parseEmailRecipients } from './email-recipients';

describe('email recipients (spec 1 §5)', () => {
  it('takes a comma-separated list, trimmed, each address once', () => {
    expect(
      parseEmailRecipients(' ann@example.com, bob.lee+hoa@mail.example.org ,ANN@example.com'),
    ).toEqual({
      ok: true,
      addresses: ['ann@example.com', 'bob.lee+hoa@mail.example.org'],
    });
  });

  it('says there is no email when the list is empty', () => {
    for (const text of ['', '  ', ' , '])
      expect(parseEmailRecipients(text)).toEqual({
        ok: false,
        message: EmailMessages.noEmailPresent,
      });
    expect(EmailMessages.noEmailPresent).toBe(
      'There is no email present. Please add one to continue.',
    );
  });

  it('asks for an email address when an entry does not match the pattern', () => {
    for (const text of ['ann', 'ann@example', 'ann@example.com, bob@', 'ann@example.technology'])
      expect(parseEmailRecipients(text)).toEqual({
        ok: false,
        message: 'Please select an email address',
      });
  });

  it(`refuses more than ${MaxEmailRecipients} recipients`, () => {
    const many = Array.from({ length: MaxEmailRecipients + 1 }, (_, i) => `o${i}@example.com`);
    expect(parseEmailRecipients(many.join(',')).ok).toBe(false);
    expect(parseEmailRecipients(many.slice(1).join(',')).ok).toBe(true);
  });
});
