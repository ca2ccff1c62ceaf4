import { LOCALES, LOCALE_NAMES, isLocale } from '@runtogether/shared/i18n/locales';
import { useId, useState } from 'react';
import { locale, t } from '@/lib/i18n';
import { useMounted } from '@/lib/mounted';
import { chooseLanguage } from './choose-language';

/** The footer's language switch, each language named in its own words. */
export function LanguageSwitch() {
  const id = useId();
  const mounted = useMounted();
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex items-center justify-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-300">
        {t('core.language.label')}
      </label>
      <select
        id={id}
        value={locale()}
        disabled={!mounted}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setFailed(false);
          chooseLanguage(next).catch(() => setFailed(true));
        }}
        className="rounded-md border border-slate-600 bg-slate-800 px-2 py-1 text-sm text-white"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className="text-sm text-red-300">
          {t('core.language.failed')}
        </p>
      )}
    </div>
  );
}
