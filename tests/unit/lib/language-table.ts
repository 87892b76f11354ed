/**
 * The table of one language among the per-language table files a suite gathers with
 * `import.meta.glob('./<folder>/*.ts')`: a registered language without one fails its suite.
 */
export function tableOf<T>(files: Record<string, T>, folder: string, language: string): T {
  const table = files[`./${folder}/${language}.ts`];
  if (!table) throw new Error(`No ${folder}/${language}.ts: every registered language needs its table there`);
  return table;
}
