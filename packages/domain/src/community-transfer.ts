// Community transfer (spec 1 §2.2 'community transfer, transfer key generation and transfer
// history', §3.5b '11 transfer steps'; issue 26). The spec counts the steps without naming them:
// the names below are ours, one per part of the community that moves, the key first and the move
// last.

export interface CommunityTransferStep {
  readonly Step: number;
  readonly Name: string;
}

export const CommunityTransferSteps: readonly CommunityTransferStep[] = [
  { Step: 1, Name: 'Transfer key' },
  { Step: 2, Name: 'Community profile' },
  { Step: 3, Name: 'Properties and owners' },
  { Step: 4, Name: 'Owner balances' },
  { Step: 5, Name: 'Open items' },
  { Step: 6, Name: 'Attachments' },
  { Step: 7, Name: 'Chart of accounts' },
  { Step: 8, Name: 'GL history' },
  { Step: 9, Name: 'Bank accounts' },
  { Step: 10, Name: 'What stays with the sender' },
  { Step: 11, Name: 'Complete transfer' },
];

export const CommunityTransferStepCount = CommunityTransferSteps.length;

export const CommunityTransferStatusId = {
  KeyIssued: 1,
  InProgress: 2,
  Completed: 3,
} as const;

export const CommunityTransferStatusNames: Readonly<Record<number, string>> = {
  1: 'Key issued',
  2: 'In progress',
  3: 'Completed',
};

/** A transfer key is valid for this many days after it is generated. */
export const TransferKeyValidDays = 7;

/** What moves with the community and what stays with the sending company (shown on screen). */
export const CommunityTransferScope = {
  moves: [
    'The community and its profile',
    'Its properties and owners, with their contacts',
    'Owner balances and open items',
    'Attachments of the community, its owners and its transactions',
    'The chart of accounts, fiscal years and GL history (read-only before the transfer date)',
    'Bank accounts, budgets, settings and job schedules of the community',
  ],
  stays: [
    'Users, roles and their community lists',
    'Vendors and banks (institutions): the receiver gets a copy of each one the community’s records name, with its contact details, but not a vendor’s bank details, insurance or tags',
    'Templates, custom field groups and custom field values',
    'The audit log',
  ],
} as const;

export const CommunityTransferMessages = {
  keyInvalid: 'The transfer key is not valid: it is unknown, expired or already used.',
  stepOutOfOrder: (next: number) => `The next step of this transfer is step ${String(next)}.`,
  transferDateRequired: 'Transfer Date is required.',
  notInProgress: 'This transfer is not in progress.',
  refused: (reason: string) => `The community could not be transferred: ${reason}`,
} as const;
