import { walkTest } from './permission-walk';

// The board users' share of the permission walk (permission-walk.spec.ts): their role only
// approves invoices, so they may be shown no action of a checked call.
walkTest('board', 0);
walkTest('treasurer', 0);
