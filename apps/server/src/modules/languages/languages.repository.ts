import { eq } from 'drizzle-orm';
import type { Locale } from '@runtogether/shared/i18n/locales';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The account's language, for its pages on every device and the e-mails it is sent. */
export async function saveLanguage(db: Database, userId: string, language: Locale): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
