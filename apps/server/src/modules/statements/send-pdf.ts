import type { FastifyReply } from 'fastify';

/** Sends a PDF as a download under the file name given (letters, digits, dots and dashes). */
export function sendPdf(reply: FastifyReply, body: Buffer, fileName: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
