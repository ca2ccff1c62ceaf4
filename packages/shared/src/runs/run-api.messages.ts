import { msg } from '../i18n/keys';

/** What the runs API answers and the web app toasts about a run (created, updated, deleted, refused). Kept apart
 * from the form schemas: a run page needs these words, not zod (docs/benchmarks-history.md, sixth pass). */
export const runApiMessages = {
  created: msg('validation.run.created'),
  createFailed: msg('validation.run.createFailed'),
  updated: msg('validation.run.updated'),
  updateFailed: msg('validation.run.updateFailed'),
  deletedTitle: msg('validation.run.deletedTitle'),
  deletedDescription: (title: string) => `"${title}" has been deleted.`,
  deleteFailedTitle: msg('validation.run.deleteFailedTitle'),
  deleteFailedDescription: msg('validation.run.deleteFailedDescription'),
  notAuthorizedTitle: msg('validation.run.notAuthorizedTitle'),
  notAuthorizedDelete: msg('validation.run.notAuthorizedDelete'),
  notAuthorizedEdit: msg('validation.run.notAuthorizedEdit'),
  businessOnly: msg('validation.run.businessOnly'),
  notFound: msg('validation.run.notFound'),
  started: msg('validation.run.started'),
} as const;
