/** The cache key every service request and work order report query starts with. */
export const workOrderReportsKey = ['work-order-reports'] as const;
