import { appError } from './errors';
import type { AppDeps } from './request-context';

/**
 * GET /api/health/ready: ready while the database answers `select 1` (a load balancer sends
 * traffic elsewhere on the 503); /api/health stays the liveness check of the process itself.
 */
export async function getReadiness(deps: AppDeps): Promise<{ status: 'ready' }> {
  try {
    await deps.database.executeSql('select 1', []);
  } catch {
    throw appError('DatabaseUnreachable');
  }
  return { status: 'ready' };
}
