// The logs domain, imported as '@empowerment/shared/logs' (package.json's "./*" entry).
export * from './activity-log.entity';
export * from './integrity';
export * from './logs';
