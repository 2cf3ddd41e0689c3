import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam } from '../fields';

// Saved filters of list screens (spec 1 §3.8, §7.8), each of one screen (FilteredViewTypeId).

export const FilteredViewSchema = z.object({
  FilteredViewId: z.number(),
  FilteredViewTypeId: z.number(),
  Name: z.string(),
  DisplayLabel: z.string().nullable(),
  FilterSettings: z.string().nullable(),
  /** A JSON string of the screen's filters. */
  Filters: z.string(),
  IsPrivate: z.boolean(),
  /** The caller's default view of this screen. */
  IsUserDefault: z.boolean(),
  /** The caller saved it and may change or delete it. */
  IsOwner: z.boolean(),
  OwnerName: z.string(),
});
export type FilteredView = z.infer<typeof FilteredViewSchema>;

const filteredViewTypeId = z.number().int().min(1).max(32767);

export const FilteredViewInputSchema = z.strictObject({
  FilteredViewId: z.number().int().positive().optional(),
  FilteredViewTypeId: filteredViewTypeId,
  Name: z.string().trim().min(1, 'View name is required.').max(100),
  DisplayLabel: z.string().max(150).nullable().optional(),
  FilterSettings: z.string().max(20000).nullable().optional(),
  Filters: z
    .string()
    .max(20000)
    .refine((text) => isJson(text), 'Filters must be a JSON string.'),
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export const filteredViews = {
  GetFilteredViews: endpoint({
    method: 'GET',
    path: '/api/FilteredView/GetFilteredViews',
    summary: 'The views of a screen the caller can use: their own and others’ shared ones',
    query: z.strictObject({ filteredViewTypeId: z.coerce.number().pipe(filteredViewTypeId) }),
    response: z.array(FilteredViewSchema),
  }),
  IsFilteredViewSetAsAnyUsersDefaultView: endpoint({
    method: 'GET',
    path: '/api/FilteredView/IsFilteredViewSetAsAnyUsersDefaultView',
    summary: 'Whether any user, the caller included, has the view as a default',
    query: z.strictObject({ filteredViewId: idParam }),
    response: z.boolean(),
  }),
  CheckIfFilteredViewIsSetAsAnyOtherUsersDefaultView: endpoint({
    method: 'GET',
    path: '/api/FilteredView/CheckIfFilteredViewIsSetAsAnyOtherUsersDefaultView',
    summary: 'Whether a user other than the caller has the view as a default',
    query: z.strictObject({ filteredViewId: idParam }),
    response: z.boolean(),
  }),
  SaveFilteredView: endpoint({
    method: 'POST',
    path: '/api/FilteredView/SaveFilteredView',
    summary:
      'Save a view (new, or the caller’s own), private or shared, and set or clear it as the caller’s default',
    body: z.strictObject({
      filteredView: FilteredViewInputSchema,
      isPrivate: z.boolean(),
      isUserDefault: z.boolean(),
    }),
    response: FilteredViewSchema,
  }),
  DeleteFilteredView: endpoint({
    method: 'POST',
    path: '/api/FilteredView/DeleteFilteredView',
    summary: 'Delete one of the caller’s views; it stops being anyone’s default',
    body: z.strictObject({
      filteredView: z.object({ FilteredViewId: z.number().int().positive() }),
    }),
    response: z.object({ success: z.literal(true) }),
  }),
};
