import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bindOwner, bindOwnerCaller } from '../../http/bind-owner';
import type { AppDeps } from '../../http/request-context';
import { acceptMultipart } from '../attachments/index';
import { getMyArchitecturalCodes } from './get-my-architectural-codes';
import { getMyFile } from './get-my-file';
import { getMyRequest } from './get-my-request';
import { getMyRequests } from './get-my-requests';
import { getMyViolation } from './get-my-violation';
import { getMyViolations } from './get-my-violations';
import { replyToViolation } from './reply-to-violation';
import { sendRequest } from './send-request';
import { uploadRequestPhoto } from './upload-request-photo';

/** The owner's requests and violations in the portal (issue 23). */
export function portalRequestsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const p = contract.portalRequests;
  const { files } = deps;
  bindOwner(app, deps, p.GetMyRequests, getMyRequests);
  bindOwner(app, deps, p.GetMyRequest, getMyRequest);
  bindOwner(app, deps, p.GetMyArchitecturalCodes, getMyArchitecturalCodes);
  bindOwner(app, deps, p.GetMyViolations, getMyViolations);
  bindOwner(app, deps, p.GetMyViolation, getMyViolation);
  bindOwner(app, deps, p.ReplyToViolation, replyToViolation);
  bindOwnerCaller(app, deps, p.GetMyFile, (call) => getMyFile(call, files));
  // Uploads read multipart bodies; the scope keeps that to these routes.
  void app.register((uploads, _options, done) => {
    acceptMultipart(uploads);
    bindOwnerCaller(uploads, deps, p.SendRequest, (call) => sendRequest(call, files));
    bindOwnerCaller(uploads, deps, p.UploadRequestPhoto, (call) => uploadRequestPhoto(call, files));
    done();
  });
}
