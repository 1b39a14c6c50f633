export * from './reference';
export * from './operators';
export * from './mail';
export * from './beneficiaries';
export * from './beneficiary-id-counters';
export * from './logs';
export * from './row-counts';
