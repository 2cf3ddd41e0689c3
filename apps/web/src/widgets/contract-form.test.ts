import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractValidation, formProblem, formProblemKey } from './contract-form';

const schema = z.strictObject({
  CommunityAgentId: z.number().int().positive(),
  PostDate: z.iso.date(),
  Amount: z.number().int().positive(),
});

interface Values {
  postDate: string | null;
  amount: number | null;
}

const validate = contractValidation({
  schema,
  toBody: (values: Values) => ({
    CommunityAgentId: 0,
    PostDate: values.postDate,
    Amount: values.amount,
  }),
  fieldOf: { PostDate: 'postDate', Amount: 'amount' },
  rules: (values) => ({ postDate: values.postDate === null ? 'Post Date is required.' : null }),
});

describe('contractValidation', () => {
  it("puts the spec's message first, the schema's issues under their fields", () => {
    const errors = validate({ postDate: null, amount: 0.5 });
    expect(errors.postDate).toBe('Post Date is required.');
    expect(typeof errors.amount).toBe('string');
  });
  it('says what no field shows under the form', () => {
    const errors = validate({ postDate: '2026-11-01', amount: 100 });
    expect(Object.keys(errors)).toEqual([formProblemKey]);
    expect(formProblem(errors)).toMatch(/^CommunityAgentId: /);
  });
  it('puts an issue of a nested body field under the field a whole path names', () => {
    const nested = contractValidation({
      schema: z.strictObject({ Contact: z.strictObject({ FirstName: z.string().max(3) }) }),
      toBody: (values: { first: string }) => ({ Contact: { FirstName: values.first } }),
      fieldOf: { 'Contact.FirstName': 'first' },
    });
    expect(Object.keys(nested({ first: 'Longer' }))).toEqual(['first']);
  });
});
