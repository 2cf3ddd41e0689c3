import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { contract, type InputOf } from '@hoa/contract';
import { callApi } from '../../../test/api';
import type { Harness } from '../../../test/app-harness';
import type { PayablesWorld } from '../../../test/payables-factories';

/** A small black-on-white PNG (a scribble), made without any image library. */
export function signaturePng(width = 60, height = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, (_, x) =>
        Math.abs(Math.round(height / 2 + (height / 3) * Math.sin(x / 4)) - y) < 2 ? 0 : 255,
      ),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** GETs a file endpoint and returns its bytes and status. */
export async function download(app: FastifyInstance, url: string, token: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.statusCode,
    bytes: response.rawPayload,
    type: response.headers['content-type'],
  };
}

/** Runs a poppler tool over the PDF written to a temporary file. */
function poppler(tool: string, args: string[], pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'checks-'));
  try {
    const file = join(dir, 'checks.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]).toString(
      'utf8',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF (pdftotext), whitespace collapsed. */
export function pdfText(pdf: Buffer): string {
  return poppler('pdftotext', [], pdf).replace(/\s+/g, ' ');
}

/** How many images a PDF holds (pdfimages -list). */
export function pdfImageCount(pdf: Buffer): number {
  return poppler('pdfimages', ['-list'], pdf)
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '').length;
}

/** POST AccountsPayable/PrintChecks for a payables world's bank account. */
export function printChecksOf(
  h: Harness,
  w: PayablesWorld,
  invoiceItemIds: number[],
  extra: Partial<InputOf<typeof contract.apChecks.PrintChecks>['body']> = {},
) {
  return callApi(
    h.app,
    contract.apChecks.PrintChecks,
    {
      body: {
        CommunityAgentId: w.communityId,
        BankAccountId: w.bankAccountId,
        CheckDate: '2026-03-20',
        InvoiceItemIds: invoiceItemIds,
        ...extra,
      },
    },
    w.token,
  );
}
