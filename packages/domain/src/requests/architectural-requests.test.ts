import { describe, expect, it } from 'vitest';
import {
  architecturalApproversProblem,
  architecturalDecision,
  architecturalLetterProblem,
  ArchitecturalRequestStatusId as S,
  architecturalVoteMail,
  architecturalVoterKind,
  type ArchitecturalApprovalCount,
  type ArchitecturalVoter,
} from './architectural-requests';
import {
  architecturalDaysLeft,
  architecturalDueDate,
  architecturalReminderDates,
} from './architectural-settings';

const count = (
  Required: number,
  Approvers: number,
  Approved = 0,
  Disapproved = 0,
): ArchitecturalApprovalCount => ({ Required, Approvers, Approved, Disapproved });

describe('architectural decision from the counts', () => {
  it('stays pending until both kinds reach their required count', () => {
    expect(architecturalDecision(count(1, 1), count(2, 2))).toBe(S.Pending);
    expect(architecturalDecision(count(1, 1, 1), count(2, 2, 1))).toBe(S.Pending);
    expect(architecturalDecision(count(1, 1, 0), count(2, 2, 2))).toBe(S.Pending);
  });

  it('approves once internal and committee approvals reach their required counts', () => {
    expect(architecturalDecision(count(1, 1, 1), count(2, 2, 2))).toBe(S.Approved);
    expect(architecturalDecision(count(1, 3, 1, 1), count(2, 3, 2, 1))).toBe(S.Approved);
    // No committee review: the internal count alone decides.
    expect(architecturalDecision(count(1, 1, 1), count(0, 0))).toBe(S.Approved);
  });

  it('disapproves once the approvals still possible of either kind fall short', () => {
    expect(architecturalDecision(count(1, 1, 0, 1), count(2, 2))).toBe(S.Disapproved);
    expect(architecturalDecision(count(1, 1, 1), count(2, 3, 1, 2))).toBe(S.Disapproved);
    // One disapproval among three where two are needed leaves two possible: still pending.
    expect(architecturalDecision(count(1, 1), count(2, 3, 0, 1))).toBe(S.Pending);
  });
});

describe('who may vote', () => {
  const voter = (more: Partial<ArchitecturalVoter> = {}): ArchitecturalVoter => ({
    StatusId: S.Pending,
    HasCloseAuthorization: true,
    UserAgentId: 7,
    EmailAddress: 'Pat@Example.com',
    InternalApprovers: [
      { UserAgentId: 7, Vote: null },
      { UserAgentId: 8, Vote: 'Approve' },
    ],
    CommitteeApprovers: [{ EmailAddress: 'pat@example.COM', Vote: null }],
    ...more,
  });

  it('is an internal approver who has not voted, with close authorization', () => {
    expect(architecturalVoterKind(voter())).toBe('Internal');
    expect(architecturalVoterKind(voter({ HasCloseAuthorization: false }))).toBeNull();
    expect(architecturalVoterKind(voter({ StatusId: S.Approved }))).toBeNull();
  });

  it('is else a committee approver by email, case-insensitively, who has not voted', () => {
    expect(architecturalVoterKind(voter({ UserAgentId: 9 }))).toBe('Committee');
    expect(architecturalVoterKind(voter({ UserAgentId: 8 }))).toBe('Committee');
    expect(
      architecturalVoterKind(
        voter({
          UserAgentId: 8,
          CommitteeApprovers: [{ EmailAddress: 'pat@example.com', Vote: 'Disapprove' }],
        }),
      ),
    ).toBeNull();
    expect(architecturalVoterKind(voter({ UserAgentId: 9, EmailAddress: null }))).toBeNull();
  });
});

describe('approvers and required counts', () => {
  it('refuses required counts above the approvers of their kind, and no approval at all', () => {
    const problem = (ri: number, ia: number, rc: number, ca: number) =>
      architecturalApproversProblem({
        RequiredInternal: ri,
        InternalApprovers: ia,
        RequiredCommittee: rc,
        CommitteeApprovers: ca,
      });
    expect(problem(1, 1, 2, 2)).toBeNull();
    expect(problem(0, 0, 0, 3)).toBe(
      'A request needs at least one internal or committee approval.',
    );
    expect(problem(2, 1, 0, 0)).toBe(
      'Required internal approvals cannot exceed the 1 internal approver of the request.',
    );
    expect(problem(1, 1, 3, 2)).toBe(
      'Required committee approvals cannot exceed the 2 committee approvers of the request.',
    );
  });
});

describe('the disapproval letter', () => {
  it('needs its reasons and the reconsideration procedure; an approval needs neither', () => {
    const letter = (StatusId: number, Details: string, ReconsiderationProcedure: string) =>
      architecturalLetterProblem({ StatusId, Details, ReconsiderationProcedure });
    expect(letter(S.Approved, '', '')).toBeNull();
    expect(letter(S.Disapproved, ' ', 'Write to the board.')).toBe(
      'A disapproval needs its reasons (Details) for the letter.',
    );
    expect(letter(S.Disapproved, 'Too tall.', '')).toBe(
      'A disapproval letter needs the reconsideration procedure: give it here or in the architectural settings.',
    );
    expect(letter(S.Disapproved, 'Too tall.', 'Write to the board.')).toBeNull();
  });
});

describe('the decision clock', () => {
  it('is due the deadline days after receipt, with reminders half-way and the day before', () => {
    expect(architecturalDueDate('2026-03-01', 30)).toBe('2026-03-31');
    expect(architecturalDaysLeft('2026-03-31', '2026-03-29')).toBe(2);
    expect(architecturalDaysLeft('2026-03-31', '2026-04-02')).toBe(-2);
    expect(architecturalReminderDates('2026-03-01', 30)).toEqual(['2026-03-16', '2026-03-30']);
  });
});

describe('the voting mail', () => {
  it('carries the request and both links', () => {
    const facts = {
      CommunityName: 'Oak Hills',
      PropertyName: '12 Cedar Lane',
      CodeName: 'Fence',
      Subject: 'Cedar fence',
      Description: '',
      ReceivedDate: '03/01/2026',
      DueDate: '03/31/2026',
    };
    const links = { approve: 'https://hoa.test/vote/a', disapprove: 'https://hoa.test/vote/d' };
    const mail = architecturalVoteMail(facts, 'Ana Reyes', links, false);
    expect(mail.subject).toBe('Architectural request: Cedar fence');
    expect(mail.body).toContain('Oak Hills asks for your vote on an architectural request.');
    expect(mail.body).toContain('To approve: https://hoa.test/vote/a');
    expect(mail.body).toContain('Received 03/01/2026; the decision is due 03/31/2026.');
    expect(mail.body).not.toContain('Description:');
    expect(architecturalVoteMail(facts, '', links, true).subject).toBe(
      'Reminder: Architectural request: Cedar fence',
    );
  });
});
