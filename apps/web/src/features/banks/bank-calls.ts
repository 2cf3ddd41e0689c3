import { calledWith, contract } from '@hoa/contract';

// Saving a bank or a bank account checks the 'bank' claim by what the call does (banks/save-bank.ts,
// banks/save-bank-account.ts): create for a new one, update for one that exists.

const level = (isNew: boolean) => (isNew ? 'create' : 'update');

/** Banks/SaveBank as MayCall needs it: for a new bank or for an existing one. */
export const saveBankCall = (isNew: boolean) =>
  calledWith(contract.banks.SaveBank, { claim: 'bank', level: level(isNew) });

/** Banks/SaveBankAccount as MayCall needs it: for a new account or for an existing one. */
export const saveBankAccountCall = (isNew: boolean) =>
  calledWith(contract.banks.SaveBankAccount, { claim: 'bank', level: level(isNew) });
