import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DefaultMaxUploadBytes, fileTooLargeMessage } from '@hoa/domain';
import { AppError } from '../../http/errors';

const partLimits = { fileSize: DefaultMaxUploadBytes, files: 1, fields: 20, fieldSize: 4000 };

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

/**
 * Reads a multipart/form-data upload into the request body before validation: text parts as
 * strings, the file as { FileName, DeclaredType, Bytes }. The contract's zod schema then
 * validates it like any JSON body. Files over the 25 MB cap stop at the cap.
 */
async function readMultipartBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the file as multipart/form-data.');
  }
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: partLimits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        body[part.fieldname] = {
          FileName: part.filename,
          DeclaredType: part.mimetype,
          Bytes: bytes,
        };
      } else {
        body[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError(413, fileTooLargeMessage());
    throw error;
  }
  request.body = body;
}

/** Routes registered in the scope take multipart bodies and say so in the API description. */
export function acceptMultipart(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (route.schema) route.schema.consumes = ['multipart/form-data'];
  });
  scope.addHook('preValidation', readMultipartBody);
}
