// Messages of vendors in payables (spec 1 §8 'Resend vendor invite: success', vendor bank details).

export const VendorMessages = {
  inviteSent: 'Invite sent',
  tagExists: 'A vendor tag of this name exists.',
  sameUserConfirm: 'Bank details must be confirmed by a user other than the one who changed them.',
  nothingToConfirm: 'These bank details are already confirmed.',
  noBankDetails: 'This vendor has no bank details.',
  onPaymentHold: 'The vendor is on payment hold until its changed bank details are confirmed.',
  notRegistered: 'This vendor is not on the vendor network.',
  policyTypeRequired: 'Policy type is required.',
  carrierRequired: 'Carrier is required.',
  expirationDateRequired: 'Expiration date is required.',
  emailAddressInvalid: 'A valid email address is required.',
  insuranceSaved: 'Insurance saved.',
  insuranceDeleted: 'Insurance deleted.',
  carInsuranceNotFound: 'No vendor car insurance with this id.',
  alreadyRegistered: 'This vendor is already registered on the vendor network.',
} as const;

/** A vendor's car insurance (agent type Vendor_Car_Insurance 28): VendorCarInsurance/GetById. */
export const VendorCarInsurancePolicyType = 'Vendor car insurance';

/** The kinds of insurance offered for a vendor's policy (spec 1's insurance agent types). */
export const VendorPolicyTypes = [
  'Liability insurance',
  'Workers compensation insurance',
  VendorCarInsurancePolicyType,
  'Insurance policy',
] as const;
