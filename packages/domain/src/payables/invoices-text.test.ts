import { describe, expect, it } from 'vitest';
import {
  matchVendorByName,
  parseInvoiceDate,
  parseInvoiceText,
  parseMoneyCents,
} from './invoices-text';

describe('parseInvoiceText', () => {
  it('reads a typical invoice', () => {
    const text = `Acme Landscaping LLC
      123 Main St
      Invoice Number: A-1001
      Invoice Date: 03/05/2026
      Due Date: 04/04/2026
      Mowing, March          $1,000.00
      Tax                      $234.56
      Total Due: $1,234.56`;
    expect(parseInvoiceText(text)).toEqual({
      invoiceNumber: 'A-1001',
      invoiceDate: '2026-03-05',
      dueDate: '2026-04-04',
      amountCents: 123_456,
    });
  });

  it('reads other wordings and date formats', () => {
    const text = `INVOICE # 77812
      Date: March 5, 2026
      Payment due: 2026-04-01
      Amount due 980`;
    expect(parseInvoiceText(text)).toEqual({
      invoiceNumber: '77812',
      invoiceDate: '2026-03-05',
      dueDate: '2026-04-01',
      amountCents: 98_000,
    });
  });

  it('prefers the amount due over a subtotal-like total, and leaves out what is missing', () => {
    expect(parseInvoiceText('Total: $10.00\nBalance due: $5.50').amountCents).toBe(550);
    expect(parseInvoiceText('Hello world')).toEqual({
      invoiceNumber: null,
      invoiceDate: null,
      dueDate: null,
      amountCents: null,
    });
  });
});

describe('parts', () => {
  it('reads dates and money', () => {
    expect(parseInvoiceDate('3/5/26')).toBe('2026-03-05');
    expect(parseInvoiceDate('5 Mar 2026')).toBe('2026-03-05');
    expect(parseInvoiceDate('02/30/2026')).toBeNull();
    expect(parseMoneyCents('$1,234.5')).toBe(123_450);
    expect(parseMoneyCents('12,34')).toBeNull();
  });

  it('matches the vendor with the longest name in the text', () => {
    const vendors = [
      { id: 1, name: 'Acme' },
      { id: 2, name: 'Acme  Landscaping' },
      { id: 3, name: 'Zeta Pools' },
    ];
    expect(matchVendorByName('From ACME LANDSCAPING llc', vendors)?.id).toBe(2);
    expect(matchVendorByName('Nobody', vendors)).toBeNull();
  });
});
