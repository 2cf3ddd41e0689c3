// Messages of the profile (agent) screens and calls. The spec's own texts (spec 1 §8) are verbatim;
// the field messages state the spec's limits and formats (spec 1 §3.2, §5).

/** 'a' or 'an' before a lower-case noun. */
function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? 'an' : 'a';
}

export const ProfileMessages = {
  // Spec 1 §8, with the agent type's label in place of '...'.
  restoreConfirm: (label: string) => `Are you sure you want to re-enable this ${label}?`,
  restored: (label: string) => `Re-enabled ${label} successfully.`,
  profilePictureSet: 'Your Profile Picture has been set.',

  deleteConfirm: (label: string) => `Are you sure you want to delete this ${label}?`,
  deleted: (label: string) => `Deleted ${label} successfully.`,
  saved: (label: string) => `Saved ${label} successfully.`,
  activateConfirm: 'Are you sure you want to activate this community?',
  deactivateConfirm: 'Are you sure you want to deactivate this community?',
  activated: 'Activated community successfully.',
  deactivated: 'Deactivated community successfully.',
  inactiveNotice:
    'Nothing can be posted to it until it is reactivated; it shows as inactive on the community list.',
  holdDelinquencyNoticeSet: 'Delinquency notices are held for this profile.',
  holdDelinquencyNoticeCleared: 'Delinquency notices are no longer held for this profile.',

  maxLength: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  displayNameRequired: 'A display name, a first or last name, or a company name is required.',
  areaCodeRequired: 'Area code is required.',
  areaCodeFormat: 'Area code must be exactly 3 digits.',
  phoneNumberRequired: 'Phone number is required.',
  phoneNumberFormat: 'Phone number must be exactly 7 digits.',
  extensionFormat: 'Extension must be 2 to 5 digits.',
  emailFormat: 'Enter a valid email address (name@domain.com).',
  webAddressRequired: 'Web address is required.',
  federalTaxNumberFormat: 'Federal tax number must be 2 digits, a dash and 8 digits (12-12345678).',
  percentOwnershipFormat: 'Percent ownership must be a number from 0 to 100 with up to 6 decimals.',
  unknownAgentType: 'Unknown agent type.',
  unknownCommunityType: 'Unknown community type.',
  ownerTypeRequired: 'An owner must be a primary owner, owner, renter or previous owner.',
  unknownAddressType: 'Unknown address type.',
  unknownPhoneType: 'Unknown phone type.',
  unknownWebAddressType: 'Unknown web address type.',
  unknownCountry: 'Unknown country.',
  unknownState: 'Unknown state.',
  addressTypeNotAllowed: (addressType: string, label: string) =>
    `The ${addressType} address type is not used for ${article(label)} ${label}.`,
  parentRequired: (label: string, parents: readonly string[]) =>
    `${capitalize(article(label))} ${label} must be placed under ${parents
      .map((parent) => `${article(parent)} ${parent}`)
      .join(' or ')}.`,
  propertyDetailsOnlyForProperties: 'Property details belong to properties only.',
  agentTypeUnchangeable: 'The agent type of a profile cannot be changed.',
  communityUnchangeable: 'A profile cannot be moved to another community.',
  communityMismatch: 'The community does not match the parent profile’s community.',
  communityRequired: 'This profile needs a community.',
  communityTypeOnlyForCommunities: 'Only communities have a community type.',
  deletedNotEditable: 'This profile is deleted; re-enable it before changing it.',
  alreadyDeleted: 'This profile is already deleted.',
  notDeleted: 'This profile is not deleted.',
  communityNotDeletable: 'A community cannot be deleted; deactivate it instead.',
  hasActiveChildren: (count: number) =>
    `This profile has ${count} active linked profile${count === 1 ? '' : 's'}; remove ${
      count === 1 ? 'it' : 'them'
    } first.`,
  parentDeleted: 'The parent profile is deleted; re-enable it first.',
  parentNotFound: 'The parent profile was not found.',
  ownParent: 'A profile cannot be its own parent.',
  listedTwice: 'A profile is listed twice.',
  attachmentNotFound: 'The attachment was not found.',
  attachmentNotImage: 'The profile picture must be an image.',
  bankAccountNotFound: 'The bank account was not found.',
  bankAccountOtherCommunity: 'The bank account does not belong to this profile’s community.',
  holdDelinquencyNoticeNotApplicable:
    'Delinquency notices are held only for properties and owners.',
  notACommunity: 'This profile is not a community.',
  balancesOnlyForProperties: 'Balances are kept for properties and their owners only.',
  // Resale (the profile route's resale parameter): the buyer replaces the property's owners.
  resaleNewPrimaryOwner: 'A resale adds a new primary owner to a property.',
  resaleNotice:
    'Resale: when this primary owner is saved, the property’s current primary owners and owners become previous owners.',
  resaleSaved: (count: number) =>
    `Saved the new primary owner; ${count} previous owner${count === 1 ? '' : 's'} recorded.`,
} as const;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
