import type { LoginInput } from '@runtogether/shared/auth/auth.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { t } from '@/lib/i18n';

// The file as the server wrote it: nothing to check, it is only saved.
const asIs = { parse: (data: unknown) => data as { exportedAt: string } };

/**
 * Log-in's way to "Your data" for a suspended account (docs/decisions/049): it cannot sign in, so the e-mail and
 * password just typed ask for the file. The answer is saved as the profile's download saves it.
 */
export function SuspendedDownload({ credentials }: { credentials: () => LoginInput }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setPending(true);
    setError(null);
    try {
      const data = await api.post('/api/suspended-account/export', asIs, { body: credentials() });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      link.download = `runtogether-my-data-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (caught) {
      setError(isAppError(caught) ? caught.message : t('trust.myData.downloadFailed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-slate-700">{t('trust.myData.suspendedIntro')}</p>
      <Button type="button" variant="outline" disabled={pending} onClick={() => void download()}>
        <Download aria-hidden="true" />
        {t('trust.myData.download')}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
