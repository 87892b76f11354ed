/**
 * The read side of the analytics snapshots, for the popup and the side panel: IndexedDB only, no
 * client code, so the popup's Numbers chunk stays small.
 */

export { readQuickNumbers, readReportJob } from './analytics-cache-writes';
export type * from './analytics-records';
