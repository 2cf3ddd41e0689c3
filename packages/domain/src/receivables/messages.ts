// Messages of the receivables area. Texts in quotes in spec 3 are verbatim; the rest are ours.
export const ReceivableMessages = {
  notAccrued: 'The transaction is not accrued, so it cannot be posted.',
  codeWithoutAccounts: (alias: string) =>
    `The code ${alias} has no General Ledger Accounts; set them on the code first.`,
} as const;
