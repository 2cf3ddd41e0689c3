// Architectural settings of a community (issue 21 part 3; spec 3 §2 'Architectural settings', §3
// 'Architectural request', §7 'ArchitecturalSettings'): how many days the association has to answer
// an architectural request (item type 97), how many internal and committee approvals it needs, and
// the letters an approval or a disapproval sends by default. The limits are ours: the spec names
// the settings without bounds.

export const ArchitecturalSettingsLimits = {
  /** A response deadline is 1 to 365 days. */
  MinDeadlineDays: 1,
  MaxDeadlineDays: 365,
  /** At most 20 internal approvers: more is a typing mistake, not a review. */
  MaxInternalApprovals: 20,
} as const;

/** A community that never saved its settings answers these. */
export const DefaultArchitecturalSettings = {
  ResponseDeadlineDays: 30,
  RequiredInternalApprovals: 1,
  RequiredCommitteeApprovals: 0,
  IsCommitteeApprovalRequired: false,
  ApprovalTemplateId: null,
  DisapprovalTemplateId: null,
} as const satisfies ArchitecturalSettingsFields;

/** Spec 3 §3 'Architectural request': pending 1 closes as approved 2 or disapproved 3. */
export const ArchitecturalCloseTypes = [
  { TopsStatusId: 2, CloseTypeName: 'Approved' },
  { TopsStatusId: 3, CloseTypeName: 'Disapproved' },
] as const;

export interface ArchitecturalSettingsFields {
  /** Calendar days from a request's receipt to its answer. */
  ResponseDeadlineDays: number;
  /** Internal (staff) approvals a request needs. */
  RequiredInternalApprovals: number;
  /** Architectural committee approvals a request needs. */
  RequiredCommitteeApprovals: number;
  /** Whether a request needs the committee's approval at all. */
  IsCommitteeApprovalRequired: boolean;
  /** The ARC_Letter template an approval sends by default; null for none. */
  ApprovalTemplateId: number | null;
  /** The ARC_Letter template a disapproval sends by default; null for none. */
  DisapprovalTemplateId: number | null;
}

const L = ArchitecturalSettingsLimits;

export const ArchitecturalSettingsMessages = {
  deadlineDays: `Response deadline must be ${L.MinDeadlineDays} to ${L.MaxDeadlineDays} days.`,
  internalApprovals: `Required internal approvals must be 0 to ${L.MaxInternalApprovals}.`,
  committeeApprovalsNegative: 'Required committee approvals must be 0 or more.',
  committeeApprovalsAboveMembers: (members: number) =>
    `Required committee approvals cannot exceed the ${members} member${members === 1 ? '' : 's'} of the architectural committee.`,
  committeeApprovalsWithoutCommittee:
    'Required committee approvals must be 0 when committee approval is not needed.',
  committeeApprovalNeedsCount: 'Committee approval needs at least one required committee approval.',
  noApprovals: 'A request needs at least one internal or committee approval.',
  templateNotUsable: 'The default letters must be ARC_Letter templates the community uses.',
} as const;

export interface ArchitecturalSettingsProblem {
  field: keyof ArchitecturalSettingsFields;
  message: string;
}

/**
 * The settings' problems, given how many members the community's architectural committee has:
 * deadline 1..365 days; internal approvals 0..20; committee approvals 0..members, at least one
 * when committee approval is needed and none when it is not; and a request needs some approval.
 */
export function architecturalSettingsProblems(
  settings: ArchitecturalSettingsFields,
  committeeMembers: number,
): ArchitecturalSettingsProblem[] {
  const M = ArchitecturalSettingsMessages;
  const problems: ArchitecturalSettingsProblem[] = [];
  const days = settings.ResponseDeadlineDays;
  if (!Number.isInteger(days) || days < L.MinDeadlineDays || days > L.MaxDeadlineDays)
    problems.push({ field: 'ResponseDeadlineDays', message: M.deadlineDays });
  const internal = settings.RequiredInternalApprovals;
  if (!Number.isInteger(internal) || internal < 0 || internal > L.MaxInternalApprovals)
    problems.push({ field: 'RequiredInternalApprovals', message: M.internalApprovals });
  const committee = settings.RequiredCommitteeApprovals;
  const field = 'RequiredCommitteeApprovals';
  if (!Number.isInteger(committee) || committee < 0)
    problems.push({ field, message: M.committeeApprovalsNegative });
  else if (!settings.IsCommitteeApprovalRequired && committee > 0)
    problems.push({ field, message: M.committeeApprovalsWithoutCommittee });
  else if (settings.IsCommitteeApprovalRequired && committee === 0)
    problems.push({ field, message: M.committeeApprovalNeedsCount });
  else if (committee > committeeMembers)
    problems.push({ field, message: M.committeeApprovalsAboveMembers(committeeMembers) });
  if (internal === 0 && !settings.IsCommitteeApprovalRequired)
    problems.push({ field: 'RequiredInternalApprovals', message: M.noApprovals });
  return problems;
}

const DayMs = 86_400_000;

const toDate = (isoDate: string): number => {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(time))
    throw new Error(`Not an ISO date: ${isoDate}`);
  return time;
};
const fromTime = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The date an answer is due: the received date plus the deadline days (calendar days). */
export function architecturalDueDate(receivedOn: string, deadlineDays: number): string {
  return fromTime(toDate(receivedOn) + deadlineDays * DayMs);
}

/** Calendar days from `today` to the due date: 0 on the day, negative once late. */
export function architecturalDaysLeft(dueOn: string, today: string): number {
  return Math.round((toDate(dueOn) - toDate(today)) / DayMs);
}

/**
 * The days a reminder goes out: half-way through the window (rounded down) and the day before
 * the due date, each once, in order, and none on or before the received date.
 */
export function architecturalReminderDates(receivedOn: string, deadlineDays: number): string[] {
  const received = toDate(receivedOn);
  const offsets = [Math.floor(deadlineDays / 2), deadlineDays - 1].filter((d) => d > 0);
  return [...new Set(offsets)].sort((a, b) => a - b).map((d) => fromTime(received + d * DayMs));
}
