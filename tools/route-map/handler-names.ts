// Handler file names: a file that serves one endpoint is named after its action, or listed here
// with its reason (docs/routes.md, CONTRIBUTING.md "Routes").
import { basename } from 'node:path';
import type { Binding } from './read-bindings';

/**
 * Handler files that serve one endpoint under another name than its action's, each with its reason.
 * Any other file that serves one endpoint is named after it (see `namedAfterAction`).
 */
export const handlerFileExceptions: Readonly<Record<string, string>> = {
  'apps/server/src/app.ts': 'health and readiness answer inline where the server is built',
  'apps/server/src/modules/auth/routes.ts': 'GetUserEmail answers inline from the session',
  'apps/server/src/modules/auth/load-session.ts': 'GetSession shapes the session the sign-in loads',
  'apps/server/src/modules/direct-debit/routes.ts': 'GetAchReturnCodes answers a domain constant',
  'apps/server/src/modules/digital-payments/provider/index.ts':
    'GetProvider names the configured provider; the provider folder is its own boundary',
  'apps/server/src/modules/cash-receipts/post-receipts.ts':
    'PostCashReceipts is the route; post-cash-receipts.ts is the posting it shares with lockbox',
  'apps/server/src/modules/charges/accrue-charges.ts':
    'Accrue is a bare verb under ApplyScheduledCharges; the file names what it accrues',
  'apps/server/src/modules/lockbox/lockbox-pdf.ts':
    'PrintLockboxPdf: the PDF data beside its layout',
  'apps/server/src/modules/lockbox/lockbox-queries.ts':
    'GetReceiptBatch is one read of the queries the lockbox screens share',
  'apps/server/src/modules/map/map-settings.ts':
    'GetMapSettings answers the settings app.ts also reads at start',
  'apps/server/src/modules/notes/get-item-notes.ts': 'Index is a bare verb; index.ts is the entry',
  'apps/server/src/modules/positive-pay/download-file.ts':
    'DownloadPositivePayFile sends the file the send wrote',
  'apps/server/src/modules/search/save-ownership.ts': 'Save is a bare verb under Search',
  'apps/server/src/modules/search/search-agents.ts': 'Search is a bare verb under Search',
  'apps/server/src/modules/ap-vendors/search-vendors.ts': 'Search is a bare verb under Vendor',
  'apps/server/src/modules/ap-reports/get-ap-dashboard.ts':
    'AccountsPayable/GetDashboard: AP names it beside the portfolio dashboard',
  'apps/server/src/modules/ar-reports/owner-balance-summary.ts':
    'Get is a bare verb under OwnerBalanceSummaryReport',
};

/**
 * A handler file is named after its action (GetRoles → get-roles.ts; the path's action or the
 * contract key), or after the action and its controller where the action alone says too little
 * (Import/Codes → import-codes.ts, Note/Create → create-note.ts, Portfolio/GetUsers →
 * get-portfolio-users.ts).
 */
export function namedAfterAction(binding: Binding): boolean {
  const name = basename(binding.handlerFile, '.ts');
  const { controller } = binding;
  return [binding.action, binding.pathAction].some((action) => {
    const [verb = '', rest = ''] = /^([A-Z][a-z]+)(.*)$/.exec(action)?.slice(1) ?? [];
    return [action, controller + action, action + controller, verb + controller + rest].some(
      (n) => kebab(n) === name,
    );
  });
}

/**
 * The handler files not named after their action and not excepted: files that serve one endpoint
 * must be named after it; a file that serves several (listed together in the map) is left as it is.
 */
export function misnamedHandlerFiles(bindings: readonly Binding[]): string[] {
  const byFile = new Map<string, Binding[]>();
  for (const b of bindings) byFile.set(b.handlerFile, [...(byFile.get(b.handlerFile) ?? []), b]);
  const misnamed: string[] = [];
  for (const [file, served] of byFile) {
    if (served.length > 1 || file in handlerFileExceptions) continue;
    const [only] = served;
    if (only && !namedAfterAction(only))
      misnamed.push(
        `${file} serves ${only.controller}/${only.pathAction}: name it ${kebab(only.pathAction)}.ts or add it to handlerFileExceptions with a reason`,
      );
  }
  return misnamed;
}

/** GetRoles → get-roles; GetARCheckImage → get-ar-check-image. */
export function kebab(action: string): string {
  return action
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
