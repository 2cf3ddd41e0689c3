import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { sendDownload } from '../../http/send-download';
import { exportFile, exportRows } from './export-data';
import { getData } from './get-data';
import { getOwnerPaymentHistories } from './get-owner-payment-histories';
import { getTables } from './get-tables';
import { getViews } from './get-views';

/** The data browser: the company's own data by schema, table and view; administrators only. */
export function dataBrowserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const d = contract.dataBrowser;
  bind(app, deps, d.GetTables, getTables);
  bind(app, deps, d.GetViews, getViews);
  bind(app, deps, d.GetData, getData);
  bind(app, deps, d.GetOwnerPaymentHistories, getOwnerPaymentHistories);
  // The file is written after the transaction has ended.
  bindCaller(app, deps, d.Export, async (call) => {
    const rows = await call.run((ctx) => exportRows(ctx, call.input));
    return sendDownload(call, await exportFile(rows));
  });
}
