// The rows and meta the fixture files (fixtures/) were written from: an owner name with a comma,
// one with a quote and non-ASCII letters, a credit balance, a zero balance, a street line longer
// than every fixed-width field, and two lockbox accounts.
import type { ValidationRow } from '../validation-export';
import type { ValidationFileMeta } from './meta';

export const fixtureMeta: ValidationFileMeta = {
  fileDate: '2026-12-01',
  fileTime: '0930',
  bankId: 4711,
  bankName: 'AFT',
  companyName: 'Summit Property Management, LLC',
};

export const fixtureRows: readonly ValidationRow[] = [
  {
    LockboxId: 'LB-1001',
    BankAccountNumber: '000123456789',
    CommunityName: 'Oak Park HOA',
    OwnerAccountNumber: 'A-001',
    OwnerName: 'Smith, Ann',
    PropertyAddress: '100 Oak Street',
    City: 'Austin',
    State: 'TX',
    Zip: '78701',
    BalanceDue: 25_000,
  },
  {
    LockboxId: 'LB-1001',
    BankAccountNumber: '000123456789',
    CommunityName: 'Oak Park HOA',
    OwnerAccountNumber: 'A-002',
    OwnerName: 'Bo "Buddy" Núñez',
    PropertyAddress:
      '12345 Northwest Extraordinarily Long Boulevard Extension, Building 7 Unit 1204',
    City: 'Austin',
    State: 'TX',
    Zip: '78701-1234',
    BalanceDue: -1_250,
  },
  {
    LockboxId: 'LB-2002',
    BankAccountNumber: '000987654321',
    CommunityName: 'Élan Ridge Association',
    OwnerAccountNumber: 'B-0100',
    OwnerName: 'Søren Ålund & José O’Brien',
    PropertyAddress: '7 Elm Ct',
    City: 'Round Rock',
    State: 'TX',
    Zip: '78664',
    BalanceDue: 0,
  },
  {
    LockboxId: 'LB-2002',
    BankAccountNumber: '000987654321',
    CommunityName: 'Élan Ridge Association',
    OwnerAccountNumber: 'B-0101',
    OwnerName: 'Lee Family Trust',
    PropertyAddress: '9 Elm Ct',
    City: 'Round Rock',
    State: 'TX',
    Zip: '78664',
    BalanceDue: 1_234_567,
  },
];
