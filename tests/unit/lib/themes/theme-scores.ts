/**
 * Precision and recall of the theme reader over labelled sentences. A mention counts as found only
 * when both its theme and its tone are the labelled ones; the per-theme table counts a theme by
 * its mentions of any tone, so a theme that is found with the wrong tone shows in the overall
 * figures and in the misses, not twice.
 */
import { themesOf } from '@/lib/themes/read-themes';
import { THEMES, type ThemeId, type Tone } from '@/lib/themes/theme-ids';
import type { LabelledSentence } from './labelled-a';

const TONES: Record<string, Tone> = { '+': 'praise', '-': 'complaint', '=': 'neutral' };

export function labelsOf(labels: string): Set<string> {
  const out = new Set<string>();
  for (const label of labels.split(/\s+/).filter(Boolean)) {
    const theme = label.slice(0, -1);
    const tone = TONES[label.slice(-1)];
    if (!tone || !(THEMES as readonly string[]).includes(theme)) throw new Error(`Bad label "${label}"`);
    out.add(`${theme}${label.slice(-1)}`);
  }
  return out;
}

const SIGN: Record<Tone, string> = { praise: '+', complaint: '-', neutral: '=' };

/** A mention as a label: "wait-". */
export const labelOf = ({ theme, tone }: { theme: ThemeId; tone: Tone }): string => `${theme}${SIGN[tone]}`;

/** The mentions labels name, in their order: "wait- staff+" is a complaint of the wait, praise of the staff. */
export const mentionsOf = (labels: string): { theme: ThemeId; tone: Tone }[] =>
  [...labelsOf(labels)].map((label) => ({
    theme: label.slice(0, -1) as ThemeId,
    tone: TONES[label.slice(-1)],
  }));

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface Scores {
  overall: Counts;
  byTheme: Map<ThemeId, Counts>;
  misses: { text: string; expected: string; got: string }[];
}

/** Scores `sentences` read as `language` (the English lexicon unless told). */
export function score(sentences: readonly LabelledSentence[], language = 'en'): Scores {
  const overall: Counts = { tp: 0, fp: 0, fn: 0 };
  const byTheme = new Map<ThemeId, Counts>(THEMES.map((theme) => [theme, { tp: 0, fp: 0, fn: 0 }]));
  const misses: Scores['misses'] = [];
  for (const [, text, labels] of sentences) {
    const expected = labelsOf(labels);
    const got = new Set(themesOf(text, language).map(labelOf));
    for (const label of got) expected.has(label) ? overall.tp++ : overall.fp++;
    for (const label of expected) if (!got.has(label)) overall.fn++;
    const themes = (set: Set<string>) => new Set([...set].map((label) => label.slice(0, -1) as ThemeId));
    const [wanted, found] = [themes(expected), themes(got)];
    for (const theme of found) (byTheme.get(theme) as Counts)[wanted.has(theme) ? 'tp' : 'fp']++;
    for (const theme of wanted) if (!found.has(theme)) (byTheme.get(theme) as Counts).fn++;
    const same = expected.size === got.size && [...got].every((label) => expected.has(label));
    if (!same) misses.push({ text, expected: [...expected].join(' '), got: [...got].join(' ') });
  }
  return { overall, byTheme, misses };
}

export const precision = ({ tp, fp }: Counts): number => (tp + fp === 0 ? 1 : tp / (tp + fp));
export const recall = ({ tp, fn }: Counts): number => (tp + fn === 0 ? 1 : tp / (tp + fn));

/** The table the test prints: one row per theme with labels or findings, then the overall row. */
export function scoreTable(scores: Scores): string {
  const pct = (value: number) => `${(value * 100).toFixed(1)} %`.padStart(8);
  const row = (name: string, counts: Counts) =>
    `| ${name.padEnd(14)} | ${pct(precision(counts))} | ${pct(recall(counts))} | ${String(counts.tp).padStart(4)} | ${String(counts.fp).padStart(4)} | ${String(counts.fn).padStart(4)} |`;
  const lines = [
    '| theme          | precision |   recall |   tp |   fp |   fn |',
    '| -------------- | --------: | -------: | ---: | ---: | ---: |',
  ];
  for (const [theme, counts] of scores.byTheme)
    if (counts.tp + counts.fp + counts.fn > 0) lines.push(row(theme, counts));
  lines.push(row('overall (tone)', scores.overall));
  return lines.join('\n');
}
