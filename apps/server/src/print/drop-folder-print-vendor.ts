import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PrintOrderStates } from '@hoa/contract';
import { type PrintManifest, type PrintOrderStatus, type PrintVendor } from './print-vendor';

const statusFile = z.object({
  state: z.enum(PrintOrderStates),
  stateAt: z.string().max(40).nullable().default(null),
  certified: z
    .array(z.object({ recipientId: z.number().int(), trackingNumber: z.string().min(1).max(60) }))
    .default([]),
});

/**
 * The print vendor as a drop folder (PRINT_DROP_DIR): each order is a folder named by its number
 * with letters.pdf and manifest.json, written whole before the manifest appears (the vendor picks
 * an order up by its manifest). The vendor reports back by writing status.json in the folder:
 * { "state": "Mailed", "stateAt": "…", "certified": [{ "recipientId": 1, "trackingNumber": "…" }] }.
 */
export class DropFolderPrintVendor implements PrintVendor {
  constructor(readonly root: string) {}

  private folder(orderNumber: string): string {
    if (!/^[A-Za-z0-9-]+$/.test(orderNumber)) throw new Error(`Bad order number: ${orderNumber}`);
    return path.join(this.root, orderNumber);
  }

  async submit(order: { pdfPath: string; manifest: PrintManifest }): Promise<void> {
    const folder = this.folder(order.manifest.orderNumber);
    await mkdir(folder, { recursive: true });
    await copyFile(order.pdfPath, path.join(folder, 'letters.pdf'));
    const partial = path.join(folder, 'manifest.json.part');
    await writeFile(partial, JSON.stringify(order.manifest, null, 2));
    await rename(partial, path.join(folder, 'manifest.json'));
  }

  async status(orderNumber: string): Promise<PrintOrderStatus> {
    const notYet: PrintOrderStatus = { state: 'Submitted', stateAt: null, certified: [] };
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path.join(this.folder(orderNumber), 'status.json'), 'utf8'));
    } catch {
      return notYet; // not reported yet, or being written
    }
    const parsed = statusFile.safeParse(json);
    return parsed.success ? parsed.data : notYet;
  }
}

/** The configured drop folder, or a temporary one removed when the app closes (tests). */
export function printVendorOrTemporary(
  app: FastifyInstance,
  given: PrintVendor | undefined,
): PrintVendor {
  if (given) return given;
  const root = path.join(os.tmpdir(), `hoa-print-${randomUUID()}`);
  app.addHook('onClose', () => rm(root, { recursive: true, force: true }));
  return new DropFolderPrintVendor(root);
}
