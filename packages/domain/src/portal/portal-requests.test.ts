import { describe, expect, it } from 'vitest';
import {
  isPortalItemOpen,
  ownerReplySubject,
  portalNextStep,
  portalRequestProblem,
  PortalRequestMessages as M,
} from './portal-requests';

describe('the portal\'s "what happens next" line', () => {
  it('gives a violation its cure day while open, nothing once over', () => {
    expect(portalNextStep({ kind: 'Violation', state: 'Open', dueDate: '2026-02-04' })).toBe(
      'Please correct this by 02/04/2026; otherwise the next step is taken.',
    );
    expect(portalNextStep({ kind: 'Violation', state: 'Open', dueDate: null })).toBe(
      'The association is reviewing this violation.',
    );
    expect(portalNextStep({ kind: 'Violation', state: 'Resolved', dueDate: '2026-02-04' })).toBe(
      null,
    );
  });

  it('gives an architectural request its decision due day, then the day it was decided', () => {
    expect(portalNextStep({ kind: 'Architectural', state: 'Pending', dueDate: '2026-04-01' })).toBe(
      'A decision is due by 04/01/2026.',
    );
    expect(
      portalNextStep({
        kind: 'Architectural',
        state: 'Disapproved',
        dueDate: '2026-04-01',
        decidedDate: '2026-03-20',
      }),
    ).toBe('Disapproved on 03/20/2026.');
  });

  it('gives a service request the target day of its work order, else where it stands', () => {
    expect(portalNextStep({ kind: 'Service', state: 'Open', dueDate: '2026-05-10' })).toBe(
      'Work is planned by 05/10/2026.',
    );
    expect(portalNextStep({ kind: 'Service', state: 'In Progress', dueDate: null })).toBe(
      'The work has started.',
    );
    expect(portalNextStep({ kind: 'Service', state: 'Resolved', dueDate: null })).toBe(null);
  });

  it('gives a general request its due day, nothing once closed', () => {
    expect(portalNextStep({ kind: 'General', state: 'Open', dueDate: '2026-06-01' })).toBe(
      'An answer is due by 06/01/2026.',
    );
    expect(portalNextStep({ kind: 'General', state: 'Closed', dueDate: null })).toBe(null);
  });

  it('keeps open items open for photos and replies', () => {
    expect(['Open', 'In Progress', 'Pending'].every(isPortalItemOpen)).toBe(true);
    expect(['Resolved', 'Closed', 'Approved'].some(isPortalItemOpen)).toBe(false);
  });

  it('saves an owner reply under a one-line subject of at most 200 characters', () => {
    expect(ownerReplySubject('Done.\nThanks')).toBe('Owner reply: Done. Thanks');
    const long = ownerReplySubject('x'.repeat(500));
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe("what the portal checks of an owner's request", () => {
  it('needs a few words for every kind', () => {
    expect(portalRequestProblem({ Kind: 'General', Subject: '  ' })).toBe(M.subjectRequired);
    expect(portalRequestProblem({ Kind: 'Architectural', Subject: '', TopsCodeId: 3 })).toBe(
      M.subjectRequired,
    );
  });

  it('needs the kind of change for an architectural request only', () => {
    expect(portalRequestProblem({ Kind: 'Architectural', Subject: 'New fence' })).toBe(
      'Choose the kind of change you want to make.',
    );
    expect(
      portalRequestProblem({ Kind: 'Architectural', Subject: 'New fence', TopsCodeId: 3 }),
    ).toBe(null);
    expect(portalRequestProblem({ Kind: 'Service', Subject: 'Leak' })).toBe(null);
  });
});
