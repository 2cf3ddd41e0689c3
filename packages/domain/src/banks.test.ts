import { describe, expect, it } from 'vitest';
import {
  BankMessages,
  chooseRoutingNumber,
  DefaultNextCheckNumber,
  isPrimaryOnSave,
  isValidRoutingNumber,
  maskAccountNumber,
} from './banks';

describe('routing numbers', () => {
  it('accepts numbers whose ABA checksum is a multiple of 10', () => {
    // 3·(0+0+1) + 7·(1+0+3) + (1+0+8) = 3 + 28 + 9 = 40
    expect(isValidRoutingNumber('011000138')).toBe(true);
    expect(isValidRoutingNumber('026009593')).toBe(true);
    expect(isValidRoutingNumber('021000021')).toBe(true);
  });
  it('refuses a wrong check digit, wrong length and non-digits', () => {
    expect(isValidRoutingNumber('011000139')).toBe(false);
    expect(isValidRoutingNumber('01100013')).toBe(false);
    expect(isValidRoutingNumber('0110001380')).toBe(false);
    expect(isValidRoutingNumber('01100013a')).toBe(false);
    expect(isValidRoutingNumber('')).toBe(false);
  });
});

describe('bank account rules', () => {
  it('masks all but the last four characters', () => {
    expect(maskAccountNumber('4012345678')).toBe('****5678');
    expect(maskAccountNumber('12345')).toBe('****2345');
    expect(maskAccountNumber('1234')).toBe('****');
  });
  it('starts checks at 1000', () => {
    expect(DefaultNextCheckNumber).toBe(1000);
  });
  it('makes the first account of a community primary', () => {
    expect(isPrimaryOnSave(0, false)).toBe(true);
    expect(isPrimaryOnSave(1, false)).toBe(false);
    expect(isPrimaryOnSave(2, true)).toBe(true);
  });
  it('takes the bank’s routing number for default routing, and warns when it has none', () => {
    expect(
      chooseRoutingNumber({
        useDefaultRouting: true,
        routingNumber: null,
        bankRoutingNumber: '011000138',
      }),
    ).toEqual({ ok: true, routingNumber: '011000138' });
    expect(
      chooseRoutingNumber({
        useDefaultRouting: true,
        routingNumber: '026009593',
        bankRoutingNumber: null,
      }),
    ).toEqual({ ok: false, message: 'Bank has not set a routing number' });
    expect(BankMessages.saveBankAccountFailed).toBe('An error occurred while saving bank account.');
  });
  it('checks an account’s own routing number', () => {
    expect(
      chooseRoutingNumber({
        useDefaultRouting: false,
        routingNumber: ' 026009593 ',
        bankRoutingNumber: null,
      }),
    ).toEqual({ ok: true, routingNumber: '026009593' });
    expect(
      chooseRoutingNumber({
        useDefaultRouting: false,
        routingNumber: '026009594',
        bankRoutingNumber: '011000138',
      }),
    ).toEqual({ ok: false, message: BankMessages.invalidRoutingNumber });
    expect(
      chooseRoutingNumber({
        useDefaultRouting: false,
        routingNumber: undefined,
        bankRoutingNumber: null,
      }),
    ).toEqual({ ok: false, message: BankMessages.invalidRoutingNumber });
  });
});
