// What a user does for a community (spec 1 §7 Crm/SaveCommunityUserProfession): free text of up
// to 50 characters, with the usual roles of a management company offered.

export const CommunityUserProfessions = [
  'Community manager',
  'Assistant community manager',
  'Accountant',
  'Administrative assistant',
  'Maintenance supervisor',
] as const;

export const CommunityUserMessages = {
  notOnList: 'The user does not work in this community; add them to it first.',
  professionSaved: 'Profession saved.',
} as const;
