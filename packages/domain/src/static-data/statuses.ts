// Item statuses and approval statuses of spec 1 §3.3.
export const StatusId = {
  Active: 1,
  Inactive: 2,
  Accrued: 3,
  Posted: 4,
  Complete: 5,
  Closed: 9,
  Open: 10,
  Incomplete: 13,
  Deleted: 16,
  Updated: 21,
} as const;

export type StatusIdValue = (typeof StatusId)[keyof typeof StatusId];

export interface Status {
  readonly TopsStatusId: number;
  readonly StatusName: string;
}

const S = StatusId;

export const Statuses: readonly Status[] = [
  { TopsStatusId: S.Active, StatusName: 'Active' },
  { TopsStatusId: S.Inactive, StatusName: 'Inactive' },
  { TopsStatusId: S.Accrued, StatusName: 'Accrued' },
  { TopsStatusId: S.Posted, StatusName: 'Posted' },
  { TopsStatusId: S.Complete, StatusName: 'Complete' },
  { TopsStatusId: S.Closed, StatusName: 'Closed' },
  { TopsStatusId: S.Open, StatusName: 'Open' },
  { TopsStatusId: S.Incomplete, StatusName: 'Incomplete' },
  { TopsStatusId: S.Deleted, StatusName: 'Deleted' },
  { TopsStatusId: S.Updated, StatusName: 'Updated' },
];

export const ApprovalStatusId = {
  None: 0,
  InternalReview: 1,
  BoardReview: 2,
  Approved: 3,
  Rejected: 4,
} as const;

export interface ApprovalStatus {
  readonly ApprovalStatusId: number;
  readonly ApprovalStatusName: string;
}

export const ApprovalStatuses: readonly ApprovalStatus[] = [
  { ApprovalStatusId: ApprovalStatusId.None, ApprovalStatusName: 'None' },
  { ApprovalStatusId: ApprovalStatusId.InternalReview, ApprovalStatusName: 'Internal Review' },
  { ApprovalStatusId: ApprovalStatusId.BoardReview, ApprovalStatusName: 'Board Review' },
  { ApprovalStatusId: ApprovalStatusId.Approved, ApprovalStatusName: 'Approved' },
  { ApprovalStatusId: ApprovalStatusId.Rejected, ApprovalStatusName: 'Rejected' },
];

export const StatusVariants = ['Task', 'AR', 'GeneralLedger', 'ManagementModules'] as const;

export type StatusVariant = (typeof StatusVariants)[number];

// Tasks are open until completed or closed (spec 1 §7.5 SetTaskCompleted, spec 3 §4 closing).
export const TaskStatusIds: readonly number[] = [S.Open, S.Complete, S.Closed];

// Receivables items are accrued (a preview), then posted; deleted ones show when asked for.
export const ArStatusIds: readonly number[] = [S.Accrued, S.Posted, S.Deleted];

// Journal entries follow the same accrued-then-posted life (spec 1 §2.5, §4).
export const GeneralLedgerStatusIds: readonly number[] = [S.Accrued, S.Posted, S.Deleted];

// Violations, requests and work orders are open, then closed or completed (spec 3 §4).
export const ManagementModuleStatusIds: readonly number[] = [
  S.Open,
  S.Closed,
  S.Complete,
  S.Deleted,
];

const idsByVariant: Readonly<Record<StatusVariant, readonly number[]>> = {
  Task: TaskStatusIds,
  AR: ArStatusIds,
  GeneralLedger: GeneralLedgerStatusIds,
  ManagementModules: ManagementModuleStatusIds,
};

export function statusesFor(variant: StatusVariant): readonly Status[] {
  const ids = idsByVariant[variant];
  return Statuses.filter((row) => ids.includes(row.TopsStatusId));
}

export function findStatus(statusId: number): Status | undefined {
  return Statuses.find((row) => row.TopsStatusId === statusId);
}

// Activity feeds (spec 1 §9): default status filter, in the spec's order, and the excluded status.
export const DefaultFeedStatusIds: readonly number[] = [
  S.Posted,
  S.Closed,
  S.Open,
  S.Complete,
  S.Incomplete,
];

export const ExcludedFeedStatusId = S.Deleted;
