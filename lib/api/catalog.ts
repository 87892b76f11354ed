/**
 * The platform's fixed facts, in one place: metric labels, dimension rules, which publishers take
 * replies, and the numeric limits. The client, the UI and the emulator all read them from here
 * (one source of truth per fact); each subject lives in its own file under catalog/.
 */
export * from './catalog/activity';
export * from './catalog/analytics';
export * from './catalog/errors';
export * from './catalog/limits';
export * from './catalog/listings';
export * from './catalog/paths';
export * from './catalog/report-rules';
export * from './catalog/reviews';
export * from './catalog/version';
