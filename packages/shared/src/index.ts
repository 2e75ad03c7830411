export * from './permissions';
export * from './constants';
export * from './phone';
export * from './config';
export * from './api-error';
