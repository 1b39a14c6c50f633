// The one entry point of the package: consumers import from '@empowerment/shared' only, so files
// may move inside it freely.
import './common/zod-locale';
export * from './constants';
export * from './messages';
export * from './common/api-error';
export * from './common/empty';
export * from './common/fields';
export * from './common/dates';
export * from './common/money';
export * from './common/specify';
export * from './common/codice-fiscale';
export * from './common/filters';
export * from './common/list';
export * from './common/record';
export * from './common/format';
export * from './auth/auth';
export * from './auth/two-factor';
export * from './logs/logs';
export * from './logs/integrity';
export * from './export/export';
export * from './common/entity';
export * from './entities';
// every domain: its declarations (ENTITIES is read from them) and its rules
export * from './declarations';
export * from './common/log-entities';
export * from './common/log-changes';
export * from './common/log-format';
export * from './common/safe-text';
export * from './common/search-fold';
export * from './common/rating-scale';
export * from './jobs/jobs';
export * from './reports/reports';
export * from './search/search';
