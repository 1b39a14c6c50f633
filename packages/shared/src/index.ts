import './zod-locale';
export * from './constants';
export * from './messages';
export * from './validation';
export * from './reference';
export * from './enums';
export * from './api';
export * from './format';
export * from './common/rating-scale';
