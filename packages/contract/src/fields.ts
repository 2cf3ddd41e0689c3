import { z } from 'zod';
import { FirstBusinessDate, LastBusinessDate, MaxMoneyCents, isBusinessDate } from '@hoa/domain';

// Query strings arrive as text; ids are coerced to positive integers.
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const optionalIdParam = idParam.optional();
/** A row id in a JSON body or response. */
export const entityId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A comma-separated list of ids in a query string, e.g. commAgentIDs=1,2,3. */
export const idListParam = z
  .string()
  .max(4000)
  .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of ids')
  .transform((value) => value.split(',').map(Number));

export const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A business date (post, due, period date): YYYY-MM-DD from 1900-01-01 to 2100-12-31. */
export const isoDate = z.iso
  .date()
  .refine(isBusinessDate, `must be a date from ${FirstBusinessDate} to ${LastBusinessDate}`);

/** An amount in integer cents, at most 999,999,999,999 either way (MaxMoneyCents). */
export const moneyCents = z.number().int().min(-MaxMoneyCents).max(MaxMoneyCents);

export const noInput = z.strictObject({});

export const SuccessResponse = z.object({ success: z.literal(true) });
