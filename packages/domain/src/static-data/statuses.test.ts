import { describe, expect, it } from 'vitest';
import {
  ApprovalStatuses,
  DefaultFeedStatusIds,
  ExcludedFeedStatusId,
  StatusId,
  Statuses,
  StatusVariants,
  findStatus,
  statusesFor,
} from './statuses';

// Spec 1 §3.3, verbatim.
const itemStatusSpec =
  'Active 1, Inactive 2, Accrued 3, Posted 4, Complete 5, Closed 9, Open 10, Incomplete 13, ' +
  'Deleted 16, Updated 21';
const approvalSpec = '0 None, 1 Internal Review, 2 Board Review, 3 Approved, 4 Rejected';

describe('Statuses', () => {
  it('lists the item statuses of spec 1 §3.3', () => {
    const pairs = itemStatusSpec.split(', ').map((entry) => {
      const [name = '', id = ''] = entry.split(' ');
      return [Number(id), name];
    });
    expect(Statuses.map((row) => [row.TopsStatusId, row.StatusName])).toEqual(pairs);
  });

  it('lists the approval statuses of spec 1 §3.3', () => {
    const pairs = approvalSpec.split(', ').map((entry) => {
      const space = entry.indexOf(' ');
      return [Number(entry.slice(0, space)), entry.slice(space + 1)];
    });
    expect(ApprovalStatuses.map((row) => [row.ApprovalStatusId, row.ApprovalStatusName])).toEqual(
      pairs,
    );
  });

  it('has the id object', () => {
    expect(StatusId.Posted).toBe(4);
    expect(StatusId.Updated).toBe(21);
    expect(findStatus(13)?.StatusName).toBe('Incomplete');
  });

  it('has the feed defaults of spec 1 §9', () => {
    expect(DefaultFeedStatusIds).toEqual([4, 9, 10, 5, 13]);
    expect(ExcludedFeedStatusId).toBe(16);
  });

  it('gives each variant a non-empty subset of the statuses', () => {
    for (const variant of StatusVariants) {
      const rows = statusesFor(variant);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(Statuses).toContain(row);
    }
    expect(statusesFor('Task').map((row) => row.TopsStatusId)).toEqual([5, 9, 10]);
    expect(statusesFor('AR').map((row) => row.StatusName)).toEqual([
      'Accrued',
      'Posted',
      'Deleted',
    ]);
    expect(statusesFor('GeneralLedger').map((row) => row.TopsStatusId)).toEqual([3, 4, 16]);
    expect(statusesFor('ManagementModules').map((row) => row.TopsStatusId)).toEqual([5, 9, 10, 16]);
  });
});
