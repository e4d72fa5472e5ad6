export * from './paymentPassword';
