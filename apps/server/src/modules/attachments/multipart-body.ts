import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DefaultMaxUploadBytes, fileTooLargeMessage } from '@hoa/domain';
import { AppError, appError, badRequest } from '../../http/errors';

const partLimits = { fileSize: DefaultMaxUploadBytes, files: 1, fields: 20, fieldSize: 4000 };

const notMultipart = 'Send the file as multipart/form-data with a boundary.';
const unreadableMultipart = 'The upload is not a complete multipart/form-data body.';

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** The multipart plugin's own refusals (too many parts or fields) carry a 4xx status. */
function isClientError(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** A body that is no readable multipart (no boundary, truncated, broken part headers) is a 400. */
function refusal(error: unknown): unknown {
  if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE')
    return appError('AttachmentTooLarge', fileTooLargeMessage());
  if (error instanceof AppError || isClientError(error)) return error;
  return badRequest(unreadableMultipart);
}

/**
 * Reads a multipart/form-data upload into the request body before validation: text parts as
 * strings, the file as { FileName, DeclaredType, Bytes }. The contract's zod schema then
 * validates it like any JSON body. Files over the 25 MB cap stop at the cap.
 */
async function readMultipartBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart() || !/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) {
    throw badRequest(notMultipart);
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
    throw refusal(error);
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
