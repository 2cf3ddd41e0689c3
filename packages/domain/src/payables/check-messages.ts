// Texts of the check screens and calls (spec 2 §4 'A paid bill, or a void or void-check item,
// cannot be selected', 'Removal rule violations: print check voided, AP bill already paid').
export const CheckMessages = {
  noInvoices: 'Choose at least one approved, unpaid invoice to pay.',
  checkNumberTaken: 'That check number was already used on this bank account.',
  checkNumberRequired: 'A handwritten check needs its check number.',
  checkVoided: 'Print check voided: a voided check cannot be removed or voided again.',
  billAlreadyPaid: 'AP bill already paid: a paid bill cannot be removed.',
  notACheck: 'Only a check (handwritten, printed or separate) can be voided.',
  voidBeforeCheck: 'A check cannot be voided before its check date.',
  bankAccountRequired: 'Choose a bank account of the community.',
  checkFileMissing: 'The checks file of this payment is missing.',
  checkNumbersExhausted: 'The bank account has run out of check numbers.',
  oneVendor: 'A handwritten check pays invoices of one vendor.',
  vendorRequired: 'Choose a vendor.',
  accountRequired: 'Choose an account of the community.',
  noPayableAccount: 'The community has no Accounts Payable account (required account type 4).',
  separateAlone: 'A separate-check invoice (type 90) is paid on its own check.',
} as const;

// Signatures (spec 2 §3 'Signature').
export const SignatureMessages = {
  imageRequired: 'Upload the signature as a PNG or JPEG image.',
  imageTooLarge: 'A signature image can be at most 700,000 bytes.',
  nameRequired: 'A signature needs a name.',
  numberOneOrTwo: 'AuthorizedSignatureNumber must be 1 or 2.',
} as const;
