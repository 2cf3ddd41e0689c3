// Banks and bank accounts (spec 1 §5, §8, §9; spec 2 §3 Banking, §5 Bank setup).

export const BankMessages = {
  routingNotSet: 'Bank has not set a routing number',
  saveBankAccountFailed: 'An error occurred while saving bank account.',
  invalidRoutingNumber: 'The routing number must be 9 digits with a valid ABA check digit.',
  duplicateAccountNumber: 'This bank already holds an account with this number.',
  associationMismatch: 'AssociationId must be the community of the bank account.',
  glAccountNotCash: 'The GL account must be a cash account of the same community.',
  primaryRequired:
    'A community keeps one primary bank account; make another account primary instead.',
  bankHasAccounts: 'The bank holds bank accounts; delete its bank accounts first.',
  bankAccountInUse:
    'The bank account has postings, checks, reconciliations or other records that refer to it; remove it instead of deleting it.',
} as const;

/** Spec 1 §9 and spec 2 §9: a new bank account's checks start at 1000. */
export const DefaultNextCheckNumber = 1000;

/** Spec 2 §9 string limits. */
export const BankAccountNumberMaxLength = 50;
export const CheckNumberMaxLength = 25;

const abaWeights = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const sum = abaWeights.reduce(
    (total, weight, i) => total + weight * Number(routingNumber.charAt(i)),
    0,
  );
  return sum % 10 === 0;
}

const visibleDigits = 4;

/** Lists show only the last four characters of an account number. */
export function maskAccountNumber(accountNumber: string): string {
  const tail = accountNumber.length > visibleDigits ? accountNumber.slice(-visibleDigits) : '';
  return `****${tail}`;
}

export type RoutingChoice =
  | { readonly ok: true; readonly routingNumber: string }
  | { readonly ok: false; readonly message: string };

/**
 * The routing number a bank account uses: the bank's own when it takes the default routing (and
 * the bank must have one), else its own, which must pass the ABA checksum.
 */
export function chooseRoutingNumber(input: {
  useDefaultRouting: boolean;
  routingNumber: string | null | undefined;
  bankRoutingNumber: string | null;
}): RoutingChoice {
  if (input.useDefaultRouting) {
    return input.bankRoutingNumber
      ? { ok: true, routingNumber: input.bankRoutingNumber }
      : { ok: false, message: BankMessages.routingNotSet };
  }
  const own = input.routingNumber?.trim() ?? '';
  return isValidRoutingNumber(own)
    ? { ok: true, routingNumber: own }
    : { ok: false, message: BankMessages.invalidRoutingNumber };
}

/** The first bank account of a community is its primary one whatever was asked (spec 1 §5). */
export function isPrimaryOnSave(activeAccountsInCommunity: number, requested: boolean): boolean {
  return activeAccountsInCommunity === 0 || requested;
}
