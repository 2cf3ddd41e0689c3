// Why a vendor payment is refused (spec 2 §4: 'A paid bill, or a void or void-check item, cannot
// be selected'); the texts the API and the pay screens share.
export const VendorPaymentMessages = {
  invoiceNotPayable: 'Only approved, unpaid invoices can be paid.',
  overpaid: 'A payment cannot be more than what is still owed on the invoice.',
  amountPositive: 'A payment amount must be above 0.',
  invoiceOtherParty: 'Every invoice of a payment must be of its vendor and community.',
  bankAccountNotUsable:
    'The bank account must be an account of the community with a general-ledger cash account.',
  // docs/payables.md: the same user cannot approve and pay one invoice.
  approverCannotPay: 'The same person cannot both approve and pay an invoice.',
  // Issue 15: unless the company turns the rule off, the user who entered an invoice cannot pay it.
  entererCannotPay: 'You entered this invoice; another user must pay it.',
} as const;
