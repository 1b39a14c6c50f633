// The package's root entry, '@empowerment/shared': what every domain uses (the constants, the
// cross-cutting messages, the common field rules, filters, lists, dates and formats) and ENTITIES,
// every entity's declaration. Each domain is its own entry, imported by its folder's name
// ('@empowerment/shared/costs': package.json's "./*" maps it to the folder's index.ts), so a new
// domain is listed nowhere here. Files may move inside a folder freely. Only the locale has side
// effects (package.json; the apps set Zod's Italian messages from '@empowerment/shared/zod-locale'):
// a bundle keeps what it uses of the rest.
import './common/zod-locale';
export * from './constants';
export * from './messages';
export * from './common/headers';
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
export * from './common/entity';
export * from './entities';
export * from './common/log-entities';
export * from './common/log-changes';
export * from './common/log-format';
export * from './common/safe-text';
export * from './common/search-fold';
export * from './common/rating-scale';
