import { describe, expect, it } from 'vitest';
import {
  movedAmount,
  OwnerMergeMessages,
  ownerMergeMoves,
  ownerMergeProblem,
  ownerMergePropertyProblem,
  type MergeableOwnerLine,
} from './owner-merge';

const chosen = {
  sourceOwnerAgentId: 11,
  targetOwnerAgentId: 12,
  filterApplied: true,
  selectedRowCount: 2,
};

describe('owner merge selection (spec 2 §5, verbatim messages)', () => {
  it('asks for a source owner first', () => {
    expect(
      ownerMergeProblem({ ...chosen, sourceOwnerAgentId: null, targetOwnerAgentId: null }),
    ).toBe('You must select a source owner before merge.');
  });

  it('then a target owner', () => {
    expect(ownerMergeProblem({ ...chosen, targetOwnerAgentId: null })).toBe(
      'You must select a target owner before merge.',
    );
  });

  it('refuses the same owner as source and target', () => {
    expect(ownerMergeProblem({ ...chosen, targetOwnerAgentId: 11 })).toBe(
      'The selected source owner and target owner must be different to merge.',
    );
  });

  it('needs an applied filter, then at least one row', () => {
    expect(ownerMergeProblem({ ...chosen, filterApplied: false, selectedRowCount: 0 })).toBe(
      'You must apply an filter before merge.',
    );
    expect(ownerMergeProblem({ ...chosen, selectedRowCount: 0 })).toBe(
      'At least one history row must be selected before merge.',
    );
  });

  it('accepts a complete selection', () => {
    expect(ownerMergeProblem(chosen)).toBeNull();
  });

  it('moves history only between owners of the same property', () => {
    expect(ownerMergePropertyProblem(5, 5)).toBeNull();
    expect(ownerMergePropertyProblem(5, 6)).toBe(OwnerMergeMessages.otherProperty);
    expect(ownerMergePropertyProblem(null, null)).toBe(OwnerMergeMessages.otherProperty);
  });
});

describe('owner merge moves', () => {
  const charge: MergeableOwnerLine = {
    arLineId: 900,
    itemId: 70,
    itemAgentDetailId: 71,
    txnTypeId: 40,
    codeId: 3,
    postDate: '2026-03-01',
    amountCents: 12_500,
    accountId: 1200,
    costCenterId: null,
    description: 'March dues',
  };
  const payment: MergeableOwnerLine = {
    ...charge,
    arLineId: 901,
    txnTypeId: 47,
    amountCents: -5_000,
  };

  it('reverses the line on the source owner and posts it again on the target, on its own item, date and text', () => {
    const [reversal, repost] = ownerMergeMoves(charge, 11, 12);
    expect(reversal).toEqual({
      movedLineId: 900,
      itemId: 70,
      itemAgentDetailId: 71,
      txnTypeId: 40,
      codeId: 3,
      postDate: '2026-03-01',
      amountCents: -12_500,
      accountId: 1200,
      costCenterId: null,
      description: 'March dues',
      ownerAgentId: 11,
    });
    expect(repost).toEqual({ ...reversal, amountCents: 12_500, ownerAgentId: 12 });
  });

  it('each moved line nets to zero on its account, so the property balance is unchanged', () => {
    for (const line of [charge, payment]) {
      const moves = ownerMergeMoves(line, 11, 12);
      expect(moves.reduce((sum, m) => sum + m.amountCents, 0)).toBe(0);
      expect(new Set(moves.map((m) => m.accountId))).toEqual(new Set([line.accountId]));
    }
  });

  it('moves the selected lines’ net amount from the source’s balance to the target’s', () => {
    expect(movedAmount([charge, payment])).toBe(7_500);
    expect(movedAmount([])).toBe(0);
  });
});
