import { isAppError } from '@runtogether/shared/errors/app-error';
import type { User } from '@runtogether/shared/users/user.schemas';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { toastAfterReload } from '@/lib/toast-after-reload';

const destructive = 'bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-700';

/** Profile Settings' "Your data" (docs/decisions/049): download everything we hold, or delete the account. */
export function MyDataCard({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('trust.myData.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{t('trust.myData.intro')}</p>
        <div className="flex flex-wrap gap-3">
          {/* A plain link: the browser saves the server's attachment with the session cookie it already has. */}
          <a href="/api/me/export" download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            {t('trust.myData.download')}
          </a>
          <DeleteAccountDialog user={user} />
        </div>
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordId = useId();
  const consequences =
    user.role === 'business'
      ? (['hostRuns', 'hostProfile', 'common', 'sessions', 'email'] as const)
      : (['runnerRegistrations', 'common', 'sessions', 'email'] as const);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await api.delete('/api/me', null, { body: { currentPassword: password } });
      // Said on the home page the browser moves to: a page going away takes its toasts with it.
      toastAfterReload('trust.myData.deleted');
      // The server ended every session: a fresh page load starts signed out, without this person's caches.
      await import('@/lib/offline-cache').then(({ forgetPersonalCaches }) => forgetPersonalCaches());
      window.location.assign(paths.home.getHref());
    } catch (caught) {
      setError(isAppError(caught) ? caught.message : t('trust.myData.deleteFailed'));
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50">
          <Trash2 aria-hidden="true" />
          {t('trust.myData.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent hideCloseButton={pending}>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t('trust.myData.deleteTitle')}</DialogTitle>
            <DialogDescription>{t('trust.myData.deleteIntro')}</DialogDescription>
          </DialogHeader>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {consequences.map((key) => (
              <li key={key}>{t(`trust.myData.consequences.${key}`)}</li>
            ))}
          </ul>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={passwordId}>{t('trust.myData.password')}</Label>
            <Input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {error && <Alert>{error}</Alert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {t('core.ui.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton
              busy={pending}
              busyLabel={t('core.ui.deleting')}
              className={destructive}
              disabled={password === ''}
            >
              <Trash2 aria-hidden="true" />
              {t('trust.myData.deleteConfirm')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
