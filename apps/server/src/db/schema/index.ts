export * from './reference';
export * from './operators';
export * from './mail';
export * from './beneficiaries';
export * from './companies';
export * from './logs';
export * from './row-counts';
