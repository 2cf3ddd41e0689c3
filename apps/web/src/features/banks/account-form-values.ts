import { contract, type Bank, type BankAccount, type SaveBankAccountBody } from '@hoa/contract';
import { BankMessages, DefaultNextCheckNumber, isValidRoutingNumber } from '@hoa/domain';
import { contractValidation } from '../../widgets/contract-form';

/** What the bank account editor holds; selects keep ids as strings. */
export interface AccountFormValues {
  BankId: string | null;
  CommunityId: string | null;
  AccountName: string;
  AccountNumber: string;
  UseDefaultRouting: boolean;
  Routing: string;
  NextCheckNumber: number | string;
  IsPrimary: boolean;
  TopsAccountId: string | null;
  /** The originator's id in NACHA files; offered from the community's tax number when not set. */
  AchCompanyIdentification: string;
}

export type AccountFormErrors = Partial<Record<keyof AccountFormValues, string>>;

/** Default routing is on for a bank that uses it, unless the bank has no number (a warning). */
export function defaultRoutingFor(bank: Bank | undefined): { use: boolean; warn: boolean } {
  if (!bank?.UsesDefaultRouting) return { use: false, warn: false };
  return bank.RoutingNumber ? { use: true, warn: false } : { use: false, warn: true };
}

export function toFormValues(
  account: BankAccount | undefined,
  fullNumber: string,
  fixed: { bank: Bank | undefined; communityAgentId: number | undefined },
): AccountFormValues {
  const routing = defaultRoutingFor(fixed.bank);
  const bankId = account?.BankAgentId ?? fixed.bank?.TopsAgentId;
  const communityId = account?.CommunityAgentId ?? fixed.communityAgentId;
  return {
    BankId: bankId === undefined ? null : String(bankId),
    CommunityId: communityId === undefined ? null : String(communityId),
    AccountName: account?.AccountName ?? '',
    AccountNumber: fullNumber,
    UseDefaultRouting: account ? account.UseDefaultRouting : routing.use,
    Routing: account?.UseDefaultRouting === false ? (account.RoutingNumber ?? '') : '',
    NextCheckNumber: account?.NextCheckNumber ?? DefaultNextCheckNumber,
    IsPrimary: account?.IsPrimary ?? false,
    TopsAccountId: account?.TopsAccountId ? String(account.TopsAccountId) : null,
    AchCompanyIdentification:
      account?.AchCompanyIdentification ?? account?.ProposedAchCompanyIdentification ?? '',
  };
}

/** The body the values send (the contract parses it). */
export function accountBody(values: AccountFormValues, account: BankAccount | undefined): unknown {
  return {
    TopsAgentBankId: account?.TopsAgentBankId,
    BankId: Number(values.BankId),
    CommunityId: Number(values.CommunityId),
    AccountName: values.AccountName,
    AccountNumber: values.AccountNumber,
    UseDefaultRouting: values.UseDefaultRouting,
    Routing: values.UseDefaultRouting ? null : values.Routing.trim(),
    IsPrimary: values.IsPrimary,
    NextCheckNumber: Number(values.NextCheckNumber),
    TopsAccountId: values.TopsAccountId ? Number(values.TopsAccountId) : null,
    AchCompanyIdentification: values.AchCompanyIdentification.trim() || null,
  };
}

const MaxCheckNumber = 2_147_483_647;

/** The editor's own rules, with their messages: the choices and the routing (spec 1 §5). */
export function accountRules(bank: Bank | undefined) {
  return (values: AccountFormValues): AccountFormErrors => {
    const next = Number(values.NextCheckNumber);
    return {
      BankId: values.BankId ? undefined : 'Choose a bank.',
      CommunityId: values.CommunityId ? undefined : 'Choose a community.',
      Routing: values.UseDefaultRouting
        ? bank?.RoutingNumber
          ? undefined
          : BankMessages.routingNotSet
        : isValidRoutingNumber(values.Routing.trim())
          ? undefined
          : BankMessages.invalidRoutingNumber,
      NextCheckNumber:
        values.NextCheckNumber !== '' &&
        Number.isInteger(next) &&
        next >= 1 &&
        next <= MaxCheckNumber
          ? undefined
          : 'The next check number is a whole number from 1.',
    };
  };
}

/** The body to save, or the messages under the fields (the contract's, and the routing rules). */
export function toSaveBody(
  values: AccountFormValues,
  account: BankAccount | undefined,
  bank: Bank | undefined,
): { body: SaveBankAccountBody } | { errors: AccountFormErrors } {
  const schema = contract.banks.SaveBankAccount.body;
  const toBody = (entered: AccountFormValues) => accountBody(entered, account);
  const errors = contractValidation({ schema, toBody, rules: accountRules(bank) })(values);
  return Object.keys(errors).length === 0
    ? { body: schema.parse(toBody(values)) }
    : { errors: errors };
}
