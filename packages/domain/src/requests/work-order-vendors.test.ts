import { describe, expect, it } from 'vitest';
import {
  defaultVendorEmailBody,
  invoicedAgainstEstimate,
  vendorEmailSubject,
  vendorRecipients,
  WorkOrderVendorMessages,
} from './work-order-vendors';
import { WorkOrderMessages } from './work-orders';

describe('vendorRecipients', () => {
  it('trims, drops empties and repeats, and drops copies that are recipients', () => {
    expect(
      vendorRecipients([' a@x.com ', '', 'A@x.com', 'b@y.org'], ['a@x.com', 'c@z.net']),
    ).toEqual({ ok: true, recipients: ['a@x.com', 'b@y.org'], cc: ['c@z.net'] });
  });
  it('needs a recipient', () => {
    expect(vendorRecipients(['  '], ['c@z.net'])).toEqual({
      ok: false,
      message: WorkOrderMessages.recipientRequired,
    });
  });
  it('names the first invalid address, recipient or copy', () => {
    expect(vendorRecipients(['a@x.com'], ['not-an-address'])).toEqual({
      ok: false,
      message: 'not-an-address is not a valid email address.',
    });
  });
  it('refuses more than 20 recipients', () => {
    const many = Array.from({ length: 21 }, (_, k) => `v${String(k)}@x.io`);
    expect(vendorRecipients(many, [])).toEqual({
      ok: false,
      message: WorkOrderVendorMessages.tooManyRecipients,
    });
  });
  it('refuses addresses that do not fit one mail', () => {
    const long = Array.from({ length: 6 }, (_, k) => `${'a'.repeat(40)}${String(k)}@x.io`);
    expect(vendorRecipients(long, [])).toEqual({
      ok: false,
      message: WorkOrderVendorMessages.addressesTooLong,
    });
  });
});

describe('the email text', () => {
  it('has the work order in the subject', () => {
    expect(vendorEmailSubject(42, 'Fix gate')).toBe('Work order 42: Fix gate');
  });
  it('writes a default body with the target day or without one', () => {
    const values = {
      VendorName: 'Acme',
      WorkOrderNumber: '42',
      WorkOrderSummary: 'Fix gate',
      TargetDate: '12/05/2026',
      CommunityName: 'Oak Hills',
      CompanyName: 'Summit',
    };
    expect(defaultVendorEmailBody(values)).toContain(
      'Please find attached work order 42 for Oak Hills: Fix gate.',
    );
    expect(defaultVendorEmailBody(values)).toContain('by 12/05/2026');
    expect(defaultVendorEmailBody({ ...values, TargetDate: '' })).toContain('No target date');
  });
});

describe('invoicedAgainstEstimate', () => {
  it('is invoiced less estimated', () => {
    expect(invoicedAgainstEstimate(10_000, 12_550)).toEqual({
      EstimatedCents: 10_000,
      InvoicedCents: 12_550,
      DifferenceCents: 2_550,
    });
  });
});
