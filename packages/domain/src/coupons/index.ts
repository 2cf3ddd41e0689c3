export * from './messages';
export * from './scan-line';
export * from './coupon-schedule';
export * from './coupon-sort';
