import { describe, expect, it } from 'vitest';
import { searchIds } from './search-ids';

describe('ids in a route search', () => {
  it('keeps the named positive whole numbers, as text or number, and drops the rest', () => {
    const read = searchIds('templateId', 'workOrderItemId');
    expect(read({ templateId: '12', workOrderItemId: 7, other: '3' })).toEqual({
      templateId: 12,
      workOrderItemId: 7,
    });
    expect(read({ templateId: '0', workOrderItemId: '1.5' })).toEqual({});
    expect(read({ templateId: 'x', workOrderItemId: -4 })).toEqual({});
  });
});
