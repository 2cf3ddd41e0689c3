import { describe, expect, it } from 'vitest';
import { writeNachaFile } from '../bank-files/nacha-writer';
import {
  allowedDocumentTypes,
  businessCustomerErrors,
  businessCustomerFieldErrors,
  controllerErrors,
  controllerFieldErrors,
  DigitalPaymentMessages as M,
  documentError,
  documentFormOpen,
  DocumentFailureReasons,
  microDepositError,
  pendingTransfersMessage,
  platformStatusIdOf,
  takesOneTimePayments,
} from './digital-payments';

const usController = {
  FirstName: 'Ann',
  LastName: 'Lee',
  Title: 'Treasurer',
  DateOfBirth: '1980-01-02',
  Ssn: '1234',
  Address1: '1 Main St',
  City: 'Austin',
  State: 'TX',
  PostalCode: '78701',
  Country: 'US',
};
const business = {
  FirstName: 'Ann',
  LastName: 'Lee',
  BusinessName: 'Oak Ridge HOA',
  Address1: '1 Main St',
  City: 'Austin',
  State: 'TX',
  PostalCode: '78701',
  Ein: '12-3456789',
};
const accepted = { isNew: true, termsAccepted: true, privacyAccepted: true };

describe('digital payment onboarding rules', () => {
  it('requires every controller field with "<Field> is Required", SSN and Zip for the US', () => {
    expect(controllerErrors(usController)).toEqual([]);
    expect(controllerErrors({})).toEqual([
      'First Name is Required',
      'Last Name is Required',
      'Title is Required',
      'Date of Birth is Required',
      'Address is Required',
      'City is Required',
      'State is Required',
      'Country is Required',
      'SSN is Required',
      'Zip is Required',
    ]);
  });

  it('asks a non-US controller for passport number and country instead of SSN and Zip', () => {
    const abroad = { ...usController, Country: 'CA', Ssn: '', PostalCode: '' };
    expect(controllerErrors(abroad)).toEqual([
      'Passport Number is Required',
      'Passport Country is Required',
    ]);
    expect(controllerErrors({ ...abroad, PassportNumber: 'X1', PassportCountry: 'CA' })).toEqual(
      [],
    );
  });

  it('enable and upgrade check the business fields and prefix the controller ones', () => {
    expect(businessCustomerErrors(business, usController, accepted)).toEqual([]);
    expect(
      businessCustomerErrors({}, { ...usController, Title: ' ', Ssn: null }, accepted),
    ).toEqual([
      'First Name is Required',
      'Last Name is Required',
      'Business Name is Required',
      'Address is Required',
      'City is Required',
      'State is Required',
      'Zip is Required',
      'EIN is Required',
      'Controller Title is Required',
      'Controller SSN is Required',
    ]);
  });

  it('keys each message by the field it is about, controller fields by their body path', () => {
    expect(controllerFieldErrors({ ...usController, Ssn: ' ' }, 'Controller ')).toEqual({
      Ssn: 'Controller SSN is Required',
    });
    const none = { isNew: true, termsAccepted: false, privacyAccepted: true };
    expect(
      businessCustomerFieldErrors(
        { ...business, BusinessName: '' },
        { ...usController, Title: null },
        none,
      ),
    ).toEqual({
      BusinessName: 'Business Name is Required',
      'ControllerData.Title': 'Controller Title is Required',
      TermsOfServiceAccepted: M.termsRequired,
    });
  });

  it('new mode needs the terms of service and the privacy policy accepted', () => {
    const none = { isNew: true, termsAccepted: false, privacyAccepted: false };
    expect(businessCustomerErrors(business, usController, none)).toEqual([
      M.termsRequired,
      M.privacyRequired,
    ]);
    expect(businessCustomerErrors(business, usController, { ...none, isNew: false })).toEqual([]);
  });
});

describe('micro deposits', () => {
  it('rejects zero and negative amounts and amounts of $0.10 or more', () => {
    expect(microDepositError(0, 5)).toBe('Micro deposit amounts must not be negative');
    expect(microDepositError(3, -1)).toBe('Micro deposit amounts must not be negative');
    expect(microDepositError(10, 5)).toBe('Micro deposit amounts must be below $ 0.10');
    expect(microDepositError(1, 9)).toBeNull();
  });

  it('tells the user to remove the source and wait 48 hours', () => {
    expect(M.microDepositMaxAttempted).toContain('wait 48 hours');
    expect(M.microDepositMaxAttempted).toContain('3 verification attempts');
    expect(pendingTransfersMessage(2, 12_345)).toBe(
      'This funding source has 2 pending transfers totaling $123.45. It can be removed when they complete.',
    );
  });
});

describe('digital payment documents', () => {
  it('offers Id Card or License in the US, Passport elsewhere, Other for a business', () => {
    expect(allowedDocumentTypes(false, 'US')).toEqual(['idcard', 'license']);
    expect(allowedDocumentTypes(false, null)).toEqual(['idcard', 'license']);
    expect(allowedDocumentTypes(false, 'MX')).toEqual(['passport']);
    expect(allowedDocumentTypes(true, 'MX')).toEqual(['other']);
  });

  it('needs a type and a file under 10,000,000 bytes', () => {
    const us = allowedDocumentTypes(false, 'US');
    expect(documentError('', 10, us)).toBe('Document Type is required.');
    expect(documentError('idcard', 10_000_000, us)).toBe('Only files less than 10MB.');
    expect(documentError('passport', 10, us)).toBe(M.documentNotAllowed);
    expect(documentError('license', 9_999_999, us)).toBeNull();
  });

  it('reopens the form when no document exists or the last one failed', () => {
    expect(documentFormOpen([])).toBe(true);
    expect(documentFormOpen([{ FailureReason: 'ScanNotReadable' }])).toBe(true);
    expect(documentFormOpen([{ FailureReason: null }])).toBe(false);
    expect(Object.keys(DocumentFailureReasons)).toHaveLength(11);
  });
});

describe('NACHA credit batches', () => {
  it('writes service class 220 with credit totals', () => {
    const out = writeNachaFile({
      immediateDestination: '231380104',
      immediateDestinationName: 'Community Bank',
      immediateOrigin: '121042882',
      immediateOriginName: 'Oak Ridge HOA',
      creationDate: '2026-03-02',
      creationTime: '0930',
      fileIdModifier: 'A',
      firstTraceSequence: 1,
      batches: [
        {
          companyName: 'Oak Ridge HOA',
          companyIdentification: '1121042882',
          companyEntryDescription: 'VENDOR PAY',
          effectiveEntryDate: '2026-03-03',
          secCode: 'CCD',
          entries: [
            {
              transactionCode: 22,
              routingNumber: '011000015',
              accountNumber: '123',
              amountCents: 3_000_000,
              individualId: 'V1',
              individualName: 'Acme',
            },
          ],
        },
      ],
    });
    const lines = out.text.trimEnd().split('\n');
    expect(lines.every((l) => l.length === 94)).toBe(true);
    expect(lines).toHaveLength(10);
    expect(lines[1]?.slice(1, 4)).toBe('220');
    expect(lines[3]?.slice(20, 32)).toBe('000000000000');
    expect(lines[3]?.slice(32, 44)).toBe('000003000000');
    expect(out.totalCreditCents).toBe(3_000_000);
  });
});

describe('payment platform status and one-time payments (spec 3 §6)', () => {
  it('numbers the platform status of an account: Verified is 2 Active, none or closed 0, else 1', () => {
    expect(platformStatusIdOf('Verified')).toBe(2);
    expect(platformStatusIdOf(null)).toBe(0);
    expect(platformStatusIdOf('Deactivated')).toBe(0);
    expect(platformStatusIdOf('Suspended')).toBe(0);
    for (const pending of ['Unverified', 'Retry', 'Document']) {
      expect(platformStatusIdOf(pending)).toBe(1);
    }
  });

  it('takes a one-time payment only at payment platform status 2', () => {
    expect(takesOneTimePayments(2)).toBe(true);
    expect(takesOneTimePayments(1)).toBe(false);
    expect(takesOneTimePayments(0)).toBe(false);
    expect(takesOneTimePayments(platformStatusIdOf('Verified'))).toBe(true);
    expect(takesOneTimePayments(platformStatusIdOf('Document'))).toBe(false);
  });
});
