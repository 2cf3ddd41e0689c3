import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { acceptMultipart } from '../attachments/index';
import { getOutbox } from './get-outbox';
import { sendEmail } from './send-email';

/** The outbox screen's read, and email to a profile (multipart, for its attachment). */
export function mailRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.mail.GetOutbox, getOutbox);
  void app.register((scope, _options, done) => {
    acceptMultipart(scope);
    bindCaller(scope, deps, contract.communications.SendEmail, (call) =>
      sendEmail(call, deps.files),
    );
    done();
  });
}
