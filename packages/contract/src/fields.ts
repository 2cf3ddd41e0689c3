import { z } from 'zod';

// Query strings arrive as text; ids are coerced to positive integers.
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const optionalIdParam = idParam.optional();

/** A comma-separated list of ids in a query string, e.g. commAgentIDs=1,2,3. */
export const idListParam = z
  .string()
  .max(4000)
  .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of ids')
  .transform((value) => value.split(',').map(Number));

export const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const isoDate = z.iso.date();

export const noInput = z.strictObject({});

export const SuccessResponse = z.object({ success: z.literal(true) });
