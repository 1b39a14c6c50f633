// Every domain of the product, one line each: its folder's index.ts exports its declaration
// (defineEntity, in its `*.entity.ts`) and its rules. ENTITIES (entities.ts) is read from this file's
// exports, the declarations picked out by their mark; the package's index exports the rest. A domain
// whose rules read ENTITIES (the Registro's) lists only its declaration here, its rules in index.ts,
// so that reading the list never waits on itself.
export * from './beneficiaries';
export * from './bug-reports';
export * from './card-templates';
export * from './companies';
export * from './costs';
export * from './data-protection';
export * from './courses';
export * from './events';
export * from './files';
export * from './information';
export * from './internships';
export * from './interviews';
export * from './logs/activity-log.entity';
export * from './operators';
export * from './pages/pages';
export * from './reference';
export * from './today';
