import type { FastifyReply } from 'fastify';
import { sendDownload } from '../../http/send-download';

/** Sends a PDF as a download under the file name given (letters, digits, dots and dashes). */
export function sendPdf(reply: FastifyReply, body: Buffer, fileName: string): FastifyReply {
  return sendDownload(reply, { contentType: 'application/pdf', fileName, body });
}
