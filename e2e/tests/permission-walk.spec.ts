import { walkTest } from './permission-walk';

// Issue 18: buttons follow permissions. Each demo user without every permission walks every screen
// their navigation offers: no screen's loading and no action it shows is refused by the server
// (permission-walk.ts). The users are shared among three spec files, so the walks run in parallel.
walkTest('accountant', 10);
