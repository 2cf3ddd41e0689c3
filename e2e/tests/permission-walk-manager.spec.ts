import { walkTest } from './permission-walk';

// The manager's share of the permission walk (permission-walk.spec.ts).
walkTest('manager', 10);
