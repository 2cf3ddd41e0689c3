import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MaxMoneyCents } from '@hoa/domain';
import { allEndpoints } from './index';
import { isoDate, moneyCents } from './fields';

interface NumberSchema {
  type?: string | string[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  properties?: Record<string, NumberSchema>;
  items?: NumberSchema;
  anyOf?: NumberSchema[];
  oneOf?: NumberSchema[];
}

const moneyName = /amount|cents|balance|debit|credit|fee/i;
const notMoney = /column$|ids?$|count$/i;

/** Every number field of a schema whose name says it holds money, with its path. */
function moneyFields(schema: NumberSchema, path: string): { path: string; schema: NumberSchema }[] {
  const found: { path: string; schema: NumberSchema }[] = [];
  const name = path.split('.').pop() ?? '';
  const types = [schema.type ?? []].flat();
  if (types.some((t) => t === 'number' || t === 'integer') && moneyName.test(name)) {
    if (!notMoney.test(name)) found.push({ path, schema });
  }
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    found.push(...moneyFields(inner, `${path}.${key}`));
  }
  if (schema.items) found.push(...moneyFields(schema.items, path));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    found.push(...moneyFields(branch, path));
  }
  return found;
}

describe('contract fields', () => {
  it('takes business dates from 1900-01-01 to 2100-12-31 only', () => {
    expect(isoDate.safeParse('1900-01-01').success).toBe(true);
    expect(isoDate.safeParse('2100-12-31').success).toBe(true);
    expect(isoDate.safeParse('1899-12-31').success).toBe(false);
    expect(isoDate.safeParse('2101-01-01').success).toBe(false);
    expect(isoDate.safeParse('9999-12-31').error?.issues[0]?.message).toBe(
      'must be a date from 1900-01-01 to 2100-12-31',
    );
  });

  it('bounds amounts at 999,999,999,999 cents either way', () => {
    expect(moneyCents.safeParse(MaxMoneyCents).success).toBe(true);
    expect(moneyCents.safeParse(-MaxMoneyCents).success).toBe(true);
    expect(moneyCents.safeParse(MaxMoneyCents + 1).success).toBe(false);
    expect(moneyCents.safeParse(2 ** 53 - 1).success).toBe(false);
    expect(moneyCents.safeParse(-(2 ** 53 - 1)).success).toBe(false);
  });

  it('bounds every money field that any call takes', () => {
    const unbounded: string[] = [];
    let fields = 0;
    for (const endpoint of allEndpoints) {
      for (const part of ['query', 'params', 'body'] as const) {
        const schema = endpoint[part];
        if (!schema) continue;
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
        for (const field of moneyFields(json as NumberSchema, `${endpoint.path} ${part}`)) {
          fields += 1;
          const { maximum, minimum, exclusiveMinimum } = field.schema;
          const lowest = Math.max(minimum ?? -Infinity, exclusiveMinimum ?? -Infinity);
          if (maximum === undefined || maximum > MaxMoneyCents || lowest < -MaxMoneyCents) {
            unbounded.push(`${field.path} (${lowest}..${maximum})`);
          }
        }
      }
    }
    expect(unbounded).toEqual([]);
    expect(fields).toBeGreaterThan(40);
  });
});
