export * from './analytics';
export * from './envelope';
export { dateSchema, idSchema, lenientEnum } from './lenient';
export * from './listings';
export * from './locations';
export * from './oauth';
export * from './reviews';
export * from './suggestions';
