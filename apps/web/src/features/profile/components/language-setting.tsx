import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@runtogether/shared/i18n/locales';
import type { User } from '@runtogether/shared/users/user.schemas';
import { useState } from 'react';
import { chooseLanguage } from '@/components/layout/choose-language';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { locale, t } from '@/lib/i18n';

/**
 * The account's language: its pages on every device and its e-mails. Saving keeps it on the account
 * and reloads the page, which the server then draws in that language.
 */
export function LanguageSetting({ user }: { user: User }) {
  const saved: Locale = isLocale(user.language) ? user.language : locale();
  const [language, setLanguage] = useState<Locale>(saved);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const save = () => {
    setSaving(true);
    setFailed(false);
    chooseLanguage(language).catch(() => {
      setSaving(false);
      setFailed(true);
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('core.language.label')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
        >
          <FormField
            label={t('core.language.label')}
            description={t('core.language.hint')}
            className="sm:w-72"
          >
            {(control) => (
              <Select
                {...control}
                value={language}
                onChange={(event) => {
                  const next = event.target.value;
                  if (isLocale(next)) setLanguage(next);
                }}
              >
                {LOCALES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LOCALE_NAMES[code]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <SubmitButton
            busy={saving}
            busyLabel={t('core.language.saving')}
            disabled={language === saved}
            className="sm:mt-7"
          >
            {t('core.language.save')}
          </SubmitButton>
        </form>
        {failed && <Alert className="mt-4">{t('core.language.failed')}</Alert>}
      </CardContent>
    </Card>
  );
}
