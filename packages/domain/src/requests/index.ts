export * from './general-requests';
export * from './architectural-settings';
export * from './arc-action-processes';
export * from './architectural-requests';
export * from './work-orders';
export * from './work-order-vendors';
