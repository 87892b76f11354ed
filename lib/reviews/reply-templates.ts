/**
 * Saved replies (UI.md › Options page › Reply templates): texts to start a reply from, with
 * `{firstName}` and `{locationName}` placeholders filled in for the review being answered. Stored
 * as a settings item with a fallback and a version (docs/architecture.md › Contracts › Settings);
 * the
 * options page edits them, the composer's picker reads them.
 */

import { storage } from '#imports';
import { i18n } from '../i18n/translate';

export interface ReplyTemplate {
  id: string;
  name: string;
  text: string;
}

export interface TemplateContext {
  /** The review's author as the publisher gives it ("Jordan P."); absent for anonymous reviews. */
  authorName?: string;
  locationName?: string;
}

/** The placeholders spelled out, so the translated texts that mention them keep them verbatim. */
export const PLACEHOLDERS = { firstName: '{firstName}', locationName: '{locationName}' } as const;

/** Two starting points in the person's language; theirs to edit or delete. */
export function defaultTemplates(): ReplyTemplate[] {
  return [
    {
      id: 'default-thanks',
      name: i18n.t('composer.defaults.thanksName'),
      text: i18n.t('composer.defaults.thanksText', { firstName: PLACEHOLDERS.firstName }),
    },
    {
      id: 'default-sorry',
      name: i18n.t('composer.defaults.sorryName'),
      text: i18n.t('composer.defaults.sorryText', { firstName: PLACEHOLDERS.firstName }),
    },
  ];
}

/** `null` until the person first saves: the defaults are shown (and translated) until then. */
export const replyTemplatesItem = storage.defineItem<ReplyTemplate[] | null>(
  'local:settings.reviews.templates',
  {
    fallback: null,
    version: 1,
  },
);

/** The saved replies in what the item holds: the defaults until the person saves a list. */
export const templatesOf = (stored: ReplyTemplate[] | null): ReplyTemplate[] =>
  Array.isArray(stored) ? stored.filter(isTemplate) : defaultTemplates();

export async function readReplyTemplates(): Promise<ReplyTemplate[]> {
  return templatesOf(await replyTemplatesItem.getValue());
}

export async function addReplyTemplate(name: string, text: string): Promise<ReplyTemplate[]> {
  const next = [...(await readReplyTemplates()), { id: crypto.randomUUID(), name: name.trim(), text }];
  await replyTemplatesItem.setValue(next);
  return next;
}

/** Changes one saved reply's name and text in place (its place in the list stays). */
export async function updateReplyTemplate(id: string, name: string, text: string): Promise<ReplyTemplate[]> {
  const next = (await readReplyTemplates()).map((template) =>
    template.id === id ? { ...template, name: name.trim(), text } : template,
  );
  await replyTemplatesItem.setValue(next);
  return next;
}

/** Puts a deleted saved reply back where it was (Undo). */
export async function restoreReplyTemplate(template: ReplyTemplate, index: number): Promise<ReplyTemplate[]> {
  const current = (await readReplyTemplates()).filter((existing) => existing.id !== template.id);
  const next = [...current.slice(0, index), template, ...current.slice(index)];
  await replyTemplatesItem.setValue(next);
  return next;
}

export async function deleteReplyTemplate(id: string): Promise<ReplyTemplate[]> {
  const next = (await readReplyTemplates()).filter((template) => template.id !== id);
  await replyTemplatesItem.setValue(next);
  return next;
}

const isTemplate = (value: unknown): value is ReplyTemplate =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ReplyTemplate).id === 'string' &&
  typeof (value as ReplyTemplate).name === 'string' &&
  typeof (value as ReplyTemplate).text === 'string';

/**
 * "Jordan P." → "Jordan". Publishers give a display name in one field; its first word is the
 * nearest thing to a first name. A name that is only an initial or punctuation gives "".
 */
export function firstNameOf(authorName: string | undefined): string {
  const first = authorName?.trim().split(/\s+/)[0] ?? '';
  const letters = first.replace(/[^\p{L}\p{M}'-]/gu, '');
  return letters.length > 1 ? letters : '';
}

/**
 * Fills the placeholders. An empty value takes the space before it along, and a sentence that
 * would then start with punctuation loses it: "Hi {firstName}, thanks" → "Hi, thanks" for an
 * anonymous review, never "Hi , thanks". Unknown `{words}` are left as written.
 */
export function fillTemplate(text: string, context: TemplateContext): string {
  const values: Record<string, string> = {
    firstName: firstNameOf(context.authorName),
    locationName: context.locationName?.trim() ?? '',
  };
  return text
    .replace(/([ \t]*)\{(firstName|locationName)\}/g, (_, space: string, key: string) =>
      values[key] ? `${space}${values[key]}` : '',
    )
    .replace(/^[ \t]*[,;:][ \t]*/gm, '');
}
