export * from './reference';
export * from './operators';
export * from './mail';
export * from './beneficiaries';
export * from './logs';
export * from './row-counts';
export * from './beneficiary-sections';
export * from './events';
