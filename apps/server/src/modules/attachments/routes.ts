import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { addTagsToAgentAttachments } from './add-tags-to-agent-attachments';
import { countAgentAttachmentsOf } from './count-agent-attachments';
import { countItemAgentAttachments } from './count-item-agent-attachments';
import { createAgentAttachment } from './create-agent-attachment';
import { createBankAccountAttachment } from './create-bank-account-attachment';
import { createFromExistingAttachment } from './create-item-agent-attachment-from-existing-attachment';
import {
  createItemAgentAttachment,
  createItemAgentAttachmentByItem,
} from './create-item-agent-attachment';
import { deleteAgentAttachment } from './delete-agent-attachment';
import { deleteBankAccountAttachment } from './delete-bank-account-attachment';
import { deleteItemAgentAttachment } from './delete-item-agent-attachment';
import { sendAttachment } from './download';
import { getAgentAttachmentGallery } from './get-agent-attachment-gallery';
import { getAgentAttachments } from './get-agent-attachments';
import { getAgentSignatures } from './get-agent-signatures';
import { getAllowedMimeTypes } from './get-allowed-mime-types';
import { getAttachmentsByIds } from './get-attachments-by-attachment-ids';
import { getBankAccountAttachments } from './get-bank-account-attachments';
import { getChecks } from './get-checks';
import { getChecksByDate } from './get-checks-by-date';
import { getItemAgentAttachments } from './get-item-agent-attachments';
import { getItemAttachments } from './get-item-attachments';
import { acceptMultipart } from './multipart-body';
import { deleteThenRemoveFile } from './release-attachment';
import { searchTags } from './search-tags';
import { updateAgentAttachment } from './update-agent-attachment';

export function attachmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const a = contract.attachments;
  const { files } = deps;
  bind(app, deps, a.GetAgentAttachments, getAgentAttachments);
  bind(app, deps, a.GetAgentAttachmentGallery, getAgentAttachmentGallery);
  bind(app, deps, a.GetAgentSignatures, getAgentSignatures);
  bind(app, deps, a.GetItemAgentAttachments, getItemAgentAttachments);
  bind(app, deps, a.GetItemAttachments, getItemAttachments);
  bind(app, deps, a.GetBankAccountAttachments, getBankAccountAttachments);
  bind(app, deps, a.GetAttachmentsByAttachmentIds, getAttachmentsByIds);
  bind(app, deps, a.GetAllowedMimeTypes, getAllowedMimeTypes);
  bind(app, deps, a.CountAgentAttachments, countAgentAttachmentsOf);
  bind(app, deps, a.CountItemAgentAttachments, countItemAgentAttachments);
  bind(app, deps, a.GetChecks, getChecks);
  bind(app, deps, a.GetChecksByDate, getChecksByDate);
  bind(app, deps, a.SearchTags, searchTags);
  bind(app, deps, a.CreateItemAgentAttachmentFromExistingAttachment, createFromExistingAttachment);
  bind(app, deps, a.AddTagsToAgentAttachments, addTagsToAgentAttachments);
  bind(app, deps, a.UpdateAgentAttachment, updateAgentAttachment);
  bindCaller(app, deps, a.DeleteAgentAttachment, (call) =>
    deleteThenRemoveFile(call, files, (ctx) => deleteAgentAttachment(ctx, call.input.params.id)),
  );
  bindCaller(app, deps, a.DeleteItemAgentAttachment, (call) =>
    deleteThenRemoveFile(call, files, (ctx) =>
      deleteItemAgentAttachment(ctx, call.input.params.id),
    ),
  );
  bindCaller(app, deps, a.DeleteBankAccountAttachment, (call) =>
    deleteThenRemoveFile(call, files, (ctx) =>
      deleteBankAccountAttachment(ctx, call.input.params.id),
    ),
  );
  bindCaller(app, deps, a.Download, (call) =>
    sendAttachment(call, call.input.params.id, files, 'attachment'),
  );
  bindCaller(app, deps, a.Preview, (call) =>
    sendAttachment(call, call.input.params.id, files, 'inline'),
  );

  // Uploads read multipart bodies; the scope keeps that to these routes.
  void app.register((uploads, _options, done) => {
    acceptMultipart(uploads);
    bindCaller(uploads, deps, a.CreateAgentAttachment, (call) =>
      createAgentAttachment(call, files),
    );
    bindCaller(uploads, deps, a.CreateItemAgentAttachment, (call) =>
      createItemAgentAttachment(call, files),
    );
    bindCaller(uploads, deps, a.CreateItemAgentAttachmentByItem, (call) =>
      createItemAgentAttachmentByItem(call, files),
    );
    bindCaller(uploads, deps, a.CreateBankAccountAttachment, (call) =>
      createBankAccountAttachment(call, files),
    );
    done();
  });
}
