import { and, eq, filteredViewDefaults, filteredViews, sql } from '@hoa/db';
import type { contract, FilteredView, InputOf, ResponseOf } from '@hoa/contract';
import { appError, forbidden } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadView } from './view-queries';

type Save = typeof contract.filteredViews.SaveFilteredView;
type ViewInput = InputOf<Save>['body']['filteredView'];

/**
 * Saves a view and the caller's default. The owner may change a view; anyone who can see a
 * shared view may only make it (or stop it being) their default. A view made private stops
 * being other users' default.
 */
export async function saveFilteredView(
  ctx: RequestContext,
  input: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  const { filteredView: view, isPrivate, isUserDefault } = input.body;
  const viewId = view.FilteredViewId
    ? await updateView(ctx, view.FilteredViewId, view, isPrivate)
    : await insertView(ctx, view, isPrivate);
  await setUserDefault(ctx, viewId, view.FilteredViewTypeId, isUserDefault);
  return loadView(ctx, viewId);
}

async function insertView(
  ctx: RequestContext,
  view: ViewInput,
  isPrivate: boolean,
): Promise<number> {
  const [created] = await ctx.tx
    .insert(filteredViews)
    .values({
      ...columns(view, isPrivate),
      companyId: ctx.user.companyId,
      ownerUserId: ctx.user.userId,
    })
    .returning({ id: filteredViews.id });
  if (!created) throw new Error('Filtered view insert returned no row');
  return created.id;
}

async function updateView(
  ctx: RequestContext,
  id: number,
  view: ViewInput,
  isPrivate: boolean,
): Promise<number> {
  const stored = await loadView(ctx, id);
  if (stored.FilteredViewTypeId !== view.FilteredViewTypeId) {
    throw appError('FilteredViewCannotMove');
  }
  if (!stored.IsOwner) {
    if (changed(stored, view, isPrivate)) throw forbidden();
    return id;
  }
  await ctx.tx.update(filteredViews).set(columns(view, isPrivate)).where(eq(filteredViews.id, id));
  if (isPrivate) {
    await ctx.tx
      .delete(filteredViewDefaults)
      .where(
        and(
          eq(filteredViewDefaults.filteredViewId, id),
          sql`${filteredViewDefaults.userId} <> ${ctx.user.userId}`,
        ),
      );
  }
  return id;
}

function columns(view: ViewInput, isPrivate: boolean) {
  return {
    filteredViewTypeId: view.FilteredViewTypeId,
    name: view.Name,
    displayLabel: view.DisplayLabel ?? null,
    filterSettings: view.FilterSettings ?? null,
    filters: view.Filters,
    isPrivate,
  };
}

function changed(stored: FilteredView, view: ViewInput, isPrivate: boolean): boolean {
  return (
    stored.Name !== view.Name ||
    stored.Filters !== view.Filters ||
    stored.DisplayLabel !== (view.DisplayLabel ?? null) ||
    stored.FilterSettings !== (view.FilterSettings ?? null) ||
    stored.IsPrivate !== isPrivate
  );
}

/** One default per user and screen: setting one replaces the previous. */
async function setUserDefault(
  ctx: RequestContext,
  viewId: number,
  filteredViewTypeId: number,
  isUserDefault: boolean,
): Promise<void> {
  const userId = ctx.user.userId;
  if (isUserDefault) {
    await ctx.tx
      .insert(filteredViewDefaults)
      .values({ companyId: ctx.user.companyId, userId, filteredViewTypeId, filteredViewId: viewId })
      .onConflictDoUpdate({
        target: [filteredViewDefaults.userId, filteredViewDefaults.filteredViewTypeId],
        set: { filteredViewId: viewId },
      });
    return;
  }
  await ctx.tx
    .delete(filteredViewDefaults)
    .where(
      and(eq(filteredViewDefaults.userId, userId), eq(filteredViewDefaults.filteredViewId, viewId)),
    );
}
