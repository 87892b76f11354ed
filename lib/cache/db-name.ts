/**
 * The cache database's name, alone in a module with no imports so that tests and benchmarks
 * running in Node can name the database the extension opens without loading the extension.
 */
export const CACHE_DB_NAME = 'review-desk-cache';
