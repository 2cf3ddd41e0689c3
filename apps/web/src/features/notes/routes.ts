import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const at = SiteMap.communityRoot;

const notesIndexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.notesIndex, at),
  component: lazyRouteComponent(() => import('./notes-index-page'), 'NotesIndexPage'),
});

const tasksIndexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.tasksIndex, at),
  component: lazyRouteComponent(() => import('./notes-index-page'), 'TasksIndexPage'),
});

const noteAddRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.noteAdd, at),
  component: lazyRouteComponent(() => import('./note-edit-page'), 'NoteAddPage'),
});

const taskAddRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.taskAdd, at),
  component: lazyRouteComponent(() => import('./note-edit-page'), 'TaskAddPage'),
});

const noteEditRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.noteEdit, at),
  component: lazyRouteComponent(() => import('./note-edit-page'), 'NoteEditPage'),
});

const taskEditRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.taskEdit, at),
  component: lazyRouteComponent(() => import('./note-edit-page'), 'TaskEditPage'),
});

const noteViewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.noteView, at),
  component: lazyRouteComponent(() => import('./note-view-page'), 'NoteViewPage'),
});

const taskViewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.taskView, at),
  component: lazyRouteComponent(() => import('./note-view-page'), 'TaskViewPage'),
});

export const notesCommunityRoutes = [
  notesIndexRoute,
  tasksIndexRoute,
  noteAddRoute,
  taskAddRoute,
  noteEditRoute,
  taskEditRoute,
  noteViewRoute,
  taskViewRoute,
] as const;
