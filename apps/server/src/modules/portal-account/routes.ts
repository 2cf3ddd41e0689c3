import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bindOwner, bindOwnerCaller } from '../../http/bind-owner';
import type { AppDeps } from '../../http/request-context';
import { downloadDocument } from './download-document';
import { getDocuments } from './get-documents';
import { getHome } from './get-home';
import { getLedger } from './get-ledger';
import { getPaymentHistory } from './get-payment-history';
import { getPreferences } from './get-preferences';
import { getStatement } from './get-statement';
import { savePreferences } from './save-preferences';

export function portalAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const calls = contract.portalAccount;
  bindOwner(app, deps, calls.GetHome, getHome);
  bindOwner(app, deps, calls.GetLedger, getLedger);
  bindOwnerCaller(app, deps, calls.GetStatement, getStatement);
  bindOwner(app, deps, calls.GetPaymentHistory, getPaymentHistory);
  bindOwner(app, deps, calls.GetPreferences, getPreferences);
  bindOwner(app, deps, calls.SavePreferences, savePreferences);
  bindOwner(app, deps, calls.GetDocuments, getDocuments);
  bindOwnerCaller(app, deps, calls.DownloadDocument, (call) => downloadDocument(call, deps.files));
}
