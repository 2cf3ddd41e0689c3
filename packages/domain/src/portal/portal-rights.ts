// Who may do what in the owner portal (issue 23 item 3): the owner invites household members and
// renters to one of their properties, with limited rights. Every owner-session call declares the
// right it needs (`portalRight` in the contract); the server refuses a session without it (403)
// and the portal shows an action only to a session that holds it.

/** Who a portal session is: the owner, or a person the owner invited to one property. */
export const PortalRole = { Owner: 1, HouseholdMember: 2, Renter: 3 } as const;
export type PortalRoleValue = (typeof PortalRole)[keyof typeof PortalRole];

export const PortalRoleNames: Record<PortalRoleValue, string> = {
  [PortalRole.Owner]: 'Owner',
  [PortalRole.HouseholdMember]: 'Household member',
  [PortalRole.Renter]: 'Renter',
};

/** The rights portal calls declare. */
export const PortalRight = {
  /** The session itself: who is signed in, their password, signing out. */
  Session: 'session',
  /** Balance, ledger, statements and payment history. */
  Balance: 'balance',
  /** Paying, payment methods and autopay. */
  Pay: 'pay',
  /** Communication preferences (delivery, email, phone of the owner's record). */
  Preferences: 'preferences',
  /** Inviting and removing household members and renters. */
  Household: 'household',
  /** The board portal (for an owner linked to a board user). */
  Board: 'board',
  Documents: 'documents',
  /** Service and general requests: reading them and sending new ones. */
  Requests: 'requests',
  /** Violations: reading them and replying. */
  Violations: 'violations',
} as const;
export type PortalRightName = (typeof PortalRight)[keyof typeof PortalRight];

const rightsByRole: Record<PortalRoleValue, readonly PortalRightName[]> = {
  [PortalRole.Owner]: Object.values(PortalRight),
  [PortalRole.HouseholdMember]: [
    PortalRight.Session,
    PortalRight.Balance,
    PortalRight.Documents,
    PortalRight.Requests,
    PortalRight.Violations,
  ],
  [PortalRole.Renter]: [PortalRight.Session, PortalRight.Documents, PortalRight.Requests],
};

/** The rights a session of this role holds. */
export function portalRightsOf(role: PortalRoleValue): readonly PortalRightName[] {
  return rightsByRole[role];
}

/** Whether a session holding `rights` may make a call that needs `right`. */
export function holdsPortalRight(
  rights: readonly string[],
  right: PortalRightName | undefined,
): boolean {
  return right !== undefined && rights.includes(right);
}

/** Whether every role holds the right (the session itself, documents, requests). */
export function everyPortalRoleHolds(right: PortalRightName): boolean {
  return Object.values(rightsByRole).every((rights) => rights.includes(right));
}

/**
 * Whether a session of this role sees only the requests it sent itself: a renter's are theirs
 * alone; the owner and a household member see every request of the property.
 */
export function seesOnlyRequestsSent(role: PortalRoleValue): boolean {
  return role === PortalRole.Renter;
}

/** A person the owner invited, as the owner's list shows them. */
export const HouseholdState = {
  Invited: 'Invited',
  Registered: 'Registered',
  Removed: 'Removed',
} as const;
export type HouseholdStateName = (typeof HouseholdState)[keyof typeof HouseholdState];

export function householdStateOf(person: {
  registeredAt: Date | string | null;
  removedAt: Date | string | null;
}): HouseholdStateName {
  if (person.removedAt !== null) return HouseholdState.Removed;
  return person.registeredAt === null ? HouseholdState.Invited : HouseholdState.Registered;
}

/** An invitation to a household member or renter is good for 14 days. */
export const HouseholdInvitationDays = 14;

export const HouseholdMessages = {
  removed: 'This person has been removed. Invite them again to give them access.',
  registered: 'This person has already registered: there is no invitation to send again.',
} as const;
