import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { agents, bankAccounts, contacts, itemAgents, items, type Database, type Tx } from '@hoa/db';
import type { EndpointDef, ResponseOf } from '@hoa/contract';
import { AgentTypeId, StatusId } from '@hoa/domain';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { LocalFileStore } from '../src/files/local-file-store';
import { signIn, type ApiResult } from './api';
import type { TestDatabase } from './databases';
import { createTestCompany } from './factories';

// Tiny but real files of every type the gallery accepts, and a few it must refuse.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip archive with the entries stored uncompressed. */
export function zipStored(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function officeFile(mainType: string, part: string): Buffer {
  return zipStored({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Override PartName="/${part}" ContentType="${mainType}.main+xml"/></Types>`,
    [part]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
}

export const SampleFiles = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////' +
      '////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  docx: officeFile(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'word/document.xml',
  ),
  xlsx: officeFile(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'xl/workbook.xml',
  ),
  rtf: Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Board minutes}'),
  txt: Buffer.from('Pool opens May 1.\nBring your key fob.\n'),
  csv: Buffer.from('Unit,Owner,Balance\n101,José Díaz,125.00\n'),
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]),
  zip: zipStored({ 'notes.txt': 'not an office file' }),
};

export interface FileUpload {
  fileName: string;
  bytes: Buffer;
  contentType?: string;
  /** The part's name; File unless given. */
  partName?: string;
}

/** A multipart/form-data body: text fields first, then the file (in the part named File). */
export function multipartBody(
  fields: Record<string, string | number | boolean>,
  file: FileUpload | null,
): { payload: Buffer; contentType: string } {
  const boundary = `----hoa${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.partName ?? 'File'}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Posts an upload endpoint as multipart/form-data. */
export async function uploadFile<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  fields: Record<string, string | number | boolean>,
  file: FileUpload | null,
  token: string,
): Promise<ApiResult<ResponseOf<E>>> {
  const { payload, contentType } = multipartBody(fields, file);
  const response = await app.inject({
    method: endpoint.method,
    url: endpoint.path,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  const body = JSON.parse(response.body) as ResponseOf<E> & { errorMessage?: string };
  return { status: response.statusCode, body, errorMessage: body.errorMessage };
}

/** GETs a file call and answers the raw bytes with the headers that matter. */
export async function fetchFile(app: FastifyInstance, url: string, token: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.statusCode,
    bytes: response.rawPayload,
    contentType: response.headers['content-type'],
    disposition: response.headers['content-disposition'],
  };
}

export interface FilesHarness {
  app: FastifyInstance;
  database: Database;
  /** The folder of the app's local file store. */
  filesRoot: string;
}

/** Like useApp, with a local file store in a known folder so tests can look at the files. */
export function useAppWithFiles(testDb: TestDatabase): FilesHarness {
  const harness = {} as FilesHarness;
  beforeAll(async () => {
    harness.filesRoot = path.join(os.tmpdir(), `hoa-attachments-test-${randomUUID()}`);
    harness.database = await testDb.open();
    harness.app = await buildApp({
      database: harness.database,
      fileStore: new LocalFileStore(harness.filesRoot),
    });
  });
  afterAll(async () => {
    await harness.app.close();
    await harness.database.close();
    await rm(harness.filesRoot, { recursive: true, force: true });
  });
  return harness;
}

/** Every file under the store's folder for one company, as paths relative to the folder. */
export async function storedFiles(root: string, companyId: number): Promise<string[]> {
  const folder = path.join(root, String(companyId));
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function insertAgent(
  tx: Tx,
  companyId: number,
  agentTypeId: number,
  communityAgentId: number | null,
  displayName: string,
): Promise<number> {
  const [agent] = await tx
    .insert(agents)
    .values({ companyId, agentTypeId, communityAgentId, parentAgentId: communityAgentId })
    .returning({ id: agents.id });
  if (!agent) throw new Error('no agent');
  await tx.insert(contacts).values({ agentId: agent.id, companyId, displayName });
  return agent.id;
}

/** An owner in a community, and a vendor of the whole company. */
export function insertOwnerAndVendor(
  database: Database,
  companyId: number,
  communityAgentId: number,
): Promise<{ ownerId: number; vendorId: number }> {
  return database.withTenant({ companyId, userId: null }, async (tx) => ({
    ownerId: await insertAgent(tx, companyId, AgentTypeId.Owner, communityAgentId, 'Pat Owner'),
    vendorId: await insertAgent(tx, companyId, AgentTypeId.Vendor, null, 'Acme Pools'),
  }));
}

/** A transaction of the type in the community with one party (optionally a check number). */
export function insertItemWithParty(
  database: Database,
  companyId: number,
  spec: {
    communityAgentId: number;
    agentId: number;
    txnTypeId: number;
    eventDate: string;
    checkNumber?: string;
  },
): Promise<{ itemId: number; itemAgentId: number }> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const [item] = await tx
      .insert(items)
      .values({
        companyId,
        communityAgentId: spec.communityAgentId,
        txnTypeId: spec.txnTypeId,
        statusId: StatusId.Open,
        eventDate: spec.eventDate,
      })
      .returning({ id: items.id });
    if (!item) throw new Error('no item');
    const [party] = await tx
      .insert(itemAgents)
      .values({ companyId, itemId: item.id, agentId: spec.agentId, checkNumber: spec.checkNumber })
      .returning({ id: itemAgents.id });
    if (!party) throw new Error('no item agent');
    return { itemId: item.id, itemAgentId: party.id };
  });
}

/** A bank (company-wide) with an account of the community. */
export function insertBankAccount(
  database: Database,
  companyId: number,
  communityAgentId: number,
): Promise<number> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const bankAgentId = await insertAgent(tx, companyId, AgentTypeId.Bank, null, 'First Bank');
    const [account] = await tx
      .insert(bankAccounts)
      .values({
        companyId,
        bankAgentId,
        communityAgentId,
        accountName: 'Operating',
        accountNumber: '000123456789',
      })
      .returning({ id: bankAccounts.id });
    if (!account) throw new Error('no bank account');
    return account.id;
  });
}

/** A company whose first community has an owner, with a vendor, and its administrator signed in. */
export async function attachmentCompany(h: FilesHarness) {
  const company = await createTestCompany(h.database);
  const [community, otherCommunity] = company.communityIds;
  if (!community || !otherCommunity) throw new Error('no communities');
  const agents = await insertOwnerAndVendor(h.database, company.companyId, community);
  const token = await signIn(h.app, company.admin.userName);
  return { ...company, community, otherCommunity, ...agents, token };
}
