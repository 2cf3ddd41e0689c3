import { describe, expect, it } from 'vitest';
import {
  blankJournalLine,
  daysBetween,
  editJournalLine,
  isJournalLineComplete,
  journalAmountText,
  journalEntryProblem,
  JournalEntryMessages as M,
  journalHeaderProblem,
  journalLineProblem,
  journalTotals,
  linesToSave,
  localDay,
  nextJournalLine,
  parseJournalAmount,
  postDateConfirmation,
  PostDateValidationDays,
  removeJournalLine,
  reversalDateFor,
  type JournalLineDraft,
} from './journal-entry';
import { transactionScreen } from './search';
import { StatusId } from './static-data/statuses';
import { TxnTypeId } from './static-data/txn-types';

const header = {
  PostDate: '2026-03-10',
  Reference: '',
  Description: '',
  IsJournalEntryTemplate: false,
};
const line = (patch: Partial<JournalLineDraft>): JournalLineDraft => ({
  ...blankJournalLine,
  ...patch,
});
const saved = (accountId: number, debit: number | null, credit: number | null) =>
  line({
    AccountId: accountId,
    Amount_Debit: debit,
    Amount_Credit: credit,
    wasSavedAtLeastOnce: true,
  });

describe('journal entry header (spec 2 §5)', () => {
  it('requires a post date and a valid one', () => {
    expect(journalHeaderProblem({ ...header, PostDate: '' })).toBe('Post Date is required.');
    expect(journalHeaderProblem({ ...header, PostDate: '  ' })).toBe('Post Date is required.');
    expect(journalHeaderProblem({ ...header, PostDate: '2026-02-30' })).toBe(
      'Post Date is not valid.',
    );
    expect(journalHeaderProblem({ ...header, PostDate: '03/10/2026' })).toBe(
      'Post Date is not valid.',
    );
    expect(journalHeaderProblem(header)).toBeNull();
  });

  it('requires post date, reference and description of a template', () => {
    const template = { ...header, IsJournalEntryTemplate: true };
    const message =
      'Post Date, Reference and Description are required when Save as Journal Entry Template is selected.';
    expect(journalHeaderProblem({ ...template, Reference: 'R', Description: '' })).toBe(message);
    expect(journalHeaderProblem({ ...template, Reference: ' ', Description: 'D' })).toBe(message);
    expect(
      journalHeaderProblem({ ...template, PostDate: '', Reference: 'R', Description: 'D' }),
    ).toBe(message);
    expect(journalHeaderProblem({ ...template, Reference: 'R', Description: 'D' })).toBeNull();
    expect(
      journalHeaderProblem({ ...template, PostDate: 'x', Reference: 'R', Description: 'D' }),
    ).toBe('Post Date is not valid.');
  });
});

describe('journal entry lines (spec 2 §5)', () => {
  it('needs a debit or credit amount, an account, and not both amounts', () => {
    expect(journalLineProblem(line({ AccountId: 1 }))).toBe(
      'Please Enter a Debit or Credit Amount',
    );
    expect(journalLineProblem(line({ AccountId: 1, Amount_Debit: 0 }))).toBe(
      'Please Enter a Debit or Credit Amount',
    );
    expect(journalLineProblem(line({ Amount_Debit: 500 }))).toBe('Please select an account');
    expect(journalLineProblem(line({ AccountId: 1, Amount_Debit: 5, Amount_Credit: 5 }))).toBe(
      M.bothAmounts,
    );
    expect(journalLineProblem(line({ AccountId: 1, Amount_Credit: 5 }))).toBeNull();
  });

  it('refuses an entry without transactions, with an invalid line, or out of balance', () => {
    expect(journalEntryProblem(header, [])).toBe('There are no Transactions to Save.');
    expect(journalEntryProblem(header, [saved(1, 100, null), line({ Amount_Credit: 100 })])).toBe(
      'You have invalid payments',
    );
    expect(journalEntryProblem(header, [saved(1, 10_001, null), saved(2, null, 10_000)])).toBe(
      'Debits ($100.01) must equal Credits ($100.00).',
    );
    expect(
      journalEntryProblem(header, [saved(1, 10_000, null), saved(2, null, 10_000)]),
    ).toBeNull();
  });

  it('checks the header before the lines', () => {
    expect(journalEntryProblem({ ...header, PostDate: '' }, [])).toBe('Post Date is required.');
  });

  it('sums debits and credits of live lines only', () => {
    const lines = [
      saved(1, 1_000, null),
      saved(2, null, 400),
      { ...saved(3, 9, null), IsDeleted: true },
    ];
    expect(journalTotals(lines)).toEqual({ debitCents: 1_000, creditCents: 400 });
  });

  it('saves only lines that were saved at least once and are not deleted', () => {
    const lines = [
      saved(1, 100, null),
      line({ Amount_Credit: 100 }),
      { ...saved(2, 5, null), IsDeleted: true },
    ];
    expect(linesToSave(lines)).toEqual([lines[0]]);
  });
});

describe('line behaviour (spec 2 §4)', () => {
  it('adds a blank line carrying reference, description and the balancing amount once a line is saved', () => {
    let lines = [line({ Reference: 'ACC-1', Description: 'Accrue utilities' })];
    lines = editJournalLine(lines, 0, { Amount_Debit: 12_345 });
    expect(lines).toHaveLength(1);
    expect(isJournalLineComplete(lines[0] ?? blankJournalLine)).toBe(false);
    lines = editJournalLine(lines, 0, { AccountId: 7 });
    expect(lines).toHaveLength(2);
    expect(lines[0]?.wasSavedAtLeastOnce).toBe(true);
    expect(lines[1]).toEqual({
      ...blankJournalLine,
      Reference: 'ACC-1',
      Description: 'Accrue utilities',
      Amount_Credit: 12_345,
    });
    // The carried line becomes saved with its account; the entry balances, so the next is blank.
    lines = editJournalLine(lines, 1, { AccountId: 8 });
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ Amount_Debit: null, Amount_Credit: null, Reference: 'ACC-1' });
    expect(linesToSave(lines)).toHaveLength(2);
  });

  it('carries a debit when credits are ahead, and adds no line for an edit of a middle line', () => {
    const lines = [saved(1, null, 900), line({})];
    expect(nextJournalLine(lines, line({ Reference: 'x' }))).toMatchObject({
      Amount_Debit: 900,
      Amount_Credit: null,
      Reference: 'x',
    });
    const edited = editJournalLine([saved(1, 500, null), saved(2, null, 500), line({})], 0, {
      Amount_Debit: 600,
    });
    expect(edited).toHaveLength(3);
  });

  it('flags a stored line deleted and drops an unsaved one, keeping one line to type in', () => {
    const stored = { ...saved(1, 100, null), TopsItemAgentDetailId: 41 };
    const fresh = saved(2, null, 100);
    expect(removeJournalLine([stored, fresh], 0)).toEqual([{ ...stored, IsDeleted: true }, fresh]);
    expect(removeJournalLine([stored, fresh], 1)).toEqual([stored]);
    expect(removeJournalLine([fresh], 0)).toEqual([blankJournalLine]);
    expect(removeJournalLine([stored], 0)).toEqual([
      { ...stored, IsDeleted: true },
      blankJournalLine,
    ]);
  });
});

describe('amounts use 2 decimals', () => {
  it('parses dollars typed into a field into cents', () => {
    expect(parseJournalAmount('')).toBeNull();
    expect(parseJournalAmount('1,234.5')).toBe(123_450);
    expect(parseJournalAmount('$0.07')).toBe(7);
    expect(parseJournalAmount('12.')).toBe(1_200);
    expect(parseJournalAmount('1.005')).toBe('invalid');
    expect(parseJournalAmount('-3')).toBe('invalid');
    expect(parseJournalAmount('abc')).toBe('invalid');
  });

  it('shows cents with 2 decimals', () => {
    expect(journalAmountText(123_405)).toBe('1234.05');
    expect(journalAmountText(7)).toBe('0.07');
    expect(journalAmountText(null)).toBe('');
  });
});

describe('post date validation with 60 (spec 2 §7, §9)', () => {
  it('asks for confirmation beyond 60 days from today, either way', () => {
    expect(PostDateValidationDays).toBe(60);
    expect(postDateConfirmation('2026-01-20', '2026-03-21')).toBeNull();
    expect(postDateConfirmation('2026-01-19', '2026-03-21')).toBe(
      'The Post Date is more than 60 days from today. Do you want to use it?',
    );
    expect(postDateConfirmation('2026-05-21', '2026-03-21')).not.toBeNull();
    expect(postDateConfirmation('2026-05-20', '2026-03-21')).toBeNull();
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('reverses on the first day of the next period, or nowhere', () => {
    const periods = [
      { StartDate: '2026-11-01', EndDate: '2026-11-30' },
      { StartDate: '2026-12-01', EndDate: '2026-12-31' },
      { StartDate: '2027-01-01', EndDate: '2027-01-31' },
    ];
    expect(reversalDateFor('2026-11-30', periods)).toBe('2026-12-01');
    expect(reversalDateFor('2026-12-15', periods)).toBe('2027-01-01');
    expect(reversalDateFor('2027-01-02', periods)).toBeNull();
    expect(reversalDateFor('2025-01-02', periods)).toBeNull();
  });

  it('reads the local day of an instant', () => {
    expect(localDay(new Date(2026, 10, 20, 23, 59))).toBe('2026-11-20');
  });
});

describe('route rule (spec 1 §2.5)', () => {
  it('opens the profile of a posted entry and the edit screen otherwise', () => {
    expect(transactionScreen(TxnTypeId.JournalEntry, StatusId.Posted)).toBe('journalEntryProfile');
    expect(transactionScreen(TxnTypeId.JournalEntry, StatusId.Accrued)).toBe('journalEntryEdit');
  });

  it('has the removal texts of spec 2 §8', () => {
    expect(M.confirmDelete).toBe('Are you sure you want to delete this transaction?');
    expect(M.removed(812)).toBe('Transaction #812 was removed successfully');
    expect(M.removeClosedFiscalYear).toMatch(/closed fiscal year/);
  });
});
