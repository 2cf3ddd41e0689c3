import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { acceptMultipart } from '../attachments/index';
import { accrueCcrBatch } from './accrue-ccr-batch';
import { addCcrBatch } from './add-ccr-batch';
import { addCcrBatchEntry } from './add-ccr-batch-entry';
import { addCcrBatchEntryPhoto } from './add-ccr-batch-entry-photo';
import { deleteCcrBatch } from './delete-ccr-batch';
import { getCcrBatch } from './get-ccr-batch';
import { getCcrBatchProperties } from './get-ccr-batch-properties';
import { getCcrBatches } from './get-ccr-batches';
import { removeCcrBatchEntry } from './remove-ccr-batch-entry';
import { updateCcrBatchEntry } from './update-ccr-batch-entry';

/** Inspection batches of violations (spec 3 §2 'Violations': add batch, batch index, batch review). */
export function ccrBatchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.ccrBatches;
  bind(app, deps, c.GetCcrBatches, getCcrBatches);
  bind(app, deps, c.GetCcrBatch, getCcrBatch);
  bind(app, deps, c.GetCcrBatchProperties, getCcrBatchProperties);
  bind(app, deps, c.AddCcrBatch, addCcrBatch);
  bind(app, deps, c.AddCcrBatchEntry, addCcrBatchEntry);
  bind(app, deps, c.UpdateCcrBatchEntry, updateCcrBatchEntry);
  bindCaller(app, deps, c.RemoveCcrBatchEntry, (call) => removeCcrBatchEntry(call, deps.files));
  bind(app, deps, c.AccrueCcrBatch, accrueCcrBatch);
  bindCaller(app, deps, c.DeleteCcrBatch, (call) => deleteCcrBatch(call, deps.files));
  // The photo upload reads a multipart body; the scope keeps that to its route.
  void app.register((uploads, _options, done) => {
    acceptMultipart(uploads);
    bindCaller(uploads, deps, c.AddCcrBatchEntryPhoto, (call) =>
      addCcrBatchEntryPhoto(call, deps.files),
    );
    done();
  });
}
