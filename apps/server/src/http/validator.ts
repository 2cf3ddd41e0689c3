import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

// C0 control characters and DEL, except tab, line feed and carriage return. PostgreSQL cannot
// store NUL in text, and none of them belongs in a name, a memo or an id.
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) {
      return true;
    }
  }
  return false;
}

/** How fastify-type-provider-zod marks its issues, so the error handler words ours alike. */
const zodIssueMark = Symbol.for('ZodFastifySchemaValidationError');

/** The path of the first string in a request part that holds a control character, or null. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found =
      (hasControlCharacter(key) ? [...path, key] : null) ??
      findControlCharacter(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * The contract's zod validation, preceded by one rule for every string of every call (query,
 * params and body): control characters are refused with a 400 that names the field.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const path = findControlCharacter(data);
    if (!path) return validate(data);
    return {
      error: [
        {
          [zodIssueMark]: true,
          keyword: 'invalid_format',
          instancePath: `/${path.join('/')}`,
          schemaPath: '#/control_characters',
          message: 'must not contain control characters (such as NUL)',
          params: {},
        },
      ] as never,
    };
  };
};
