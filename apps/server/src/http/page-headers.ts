import type { FastifyReply } from 'fastify';

/**
 * The paging of a list answered in headers (spec 3 §7 'Paging comes from response headers'):
 * x-page-total-record-count, x-page-current-index, x-page-hasnext, x-page-hasprevious,
 * x-page-total-page-count. pageIndex counts from 0.
 */
export function setPageHeaders(
  reply: FastifyReply,
  page: { total: number; pageIndex: number; pageSize: number },
): void {
  const pages = Math.ceil(page.total / page.pageSize);
  void reply.headers({
    'x-page-total-record-count': String(page.total),
    'x-page-current-index': String(page.pageIndex),
    'x-page-hasnext': String(page.pageIndex + 1 < pages),
    'x-page-hasprevious': String(page.pageIndex > 0),
    'x-page-total-page-count': String(pages),
  });
}
