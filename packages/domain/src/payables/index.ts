export * from './payment-messages';
