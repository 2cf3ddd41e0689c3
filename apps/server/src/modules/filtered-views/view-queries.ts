import { queryRows, sql, type SQL } from '@hoa/db';
import type { FilteredView } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

interface ViewRow {
  id: string | number;
  filtered_view_type_id: number;
  name: string;
  display_label: string | null;
  filter_settings: string | null;
  filters: string;
  is_private: boolean;
  is_user_default: boolean;
  is_owner: boolean;
  owner_name: string;
}

/** The views the caller can see (their own, and others' shared ones) that match `where` on `v`. */
export async function readViews(ctx: RequestContext, where: SQL): Promise<FilteredView[]> {
  const me = ctx.user.userId;
  const rows = await queryRows<ViewRow>(
    ctx.tx,
    sql`select v.id, v.filtered_view_type_id, v.name, v.display_label, v.filter_settings,
          v.filters, v.is_private, d.user_id is not null as is_user_default,
          v.owner_user_id = ${me} as is_owner, u.display_name as owner_name
        from filtered_views v
        join users u on u.id = v.owner_user_id
        left join filtered_view_defaults d on d.filtered_view_id = v.id and d.user_id = ${me}
        where (v.owner_user_id = ${me} or not v.is_private) and ${where}
        order by lower(v.name), v.id`,
  );
  return rows.map((row) => ({
    FilteredViewId: Number(row.id),
    FilteredViewTypeId: row.filtered_view_type_id,
    Name: row.name,
    DisplayLabel: row.display_label,
    FilterSettings: row.filter_settings,
    Filters: row.filters,
    IsPrivate: row.is_private,
    IsUserDefault: row.is_user_default,
    IsOwner: row.is_owner,
    OwnerName: row.owner_name,
  }));
}

/** One view the caller can see, or 404. */
export async function loadView(ctx: RequestContext, filteredViewId: number): Promise<FilteredView> {
  const [view] = await readViews(ctx, sql`v.id = ${filteredViewId}`);
  if (!view) throw appError('FilteredViewNotFound');
  return view;
}
