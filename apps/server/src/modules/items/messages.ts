// Messages of the Item calls that the spec does not word (spec 3 §4 wordings stay in
// OwnerLedgerMessages and are reused as they are).
export const ItemMessages = {
  notPayment: 'Only a payment is removed with its prepaid adjustments.',
  detailOfPosted:
    'Only a line of an accrued transaction can be removed; remove the owner from a posted one.',
  notAccrued: 'The transaction is no longer accrued, so it cannot be changed.',
  ownerNotOnItem: 'The owner is not on this transaction.',
  cannotOverride:
    'These amounts cannot be overridden: the owner’s lines move a balance between codes or mix charges and credits.',
  paymentNotPosted: 'The payment this backs out is not posted.',
  notItemTransaction: 'Only owner transactions are changed or posted here.',
} as const;
