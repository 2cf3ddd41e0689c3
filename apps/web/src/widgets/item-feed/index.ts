export { ItemFeed, type ItemFeedProps } from './item-feed';
export { FeedBrowser, type FeedBrowserProps } from './feed-browser';
export { FeedRow } from './feed-row';
export { noteItemQuery } from './feed-queries';
export { noteViewRoute } from './feed-routes';
export { CompleteTaskButton } from './complete-task-button';
