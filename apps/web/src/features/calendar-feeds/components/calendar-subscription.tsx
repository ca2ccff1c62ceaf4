import { msg } from '@runtogether/shared/i18n/keys';
import { CalendarSync, Copy, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useResetCalendarFeed } from '../api/reset-calendar-feed';

/** The box's texts as catalogue keys (shown with t()). */
export const calendarSubscriptionMessages = {
  heading: msg('host.calendar.heading'),
  loadFailed: msg('host.calendar.loadFailed'),
  copied: msg('host.calendar.copied'),
  copyFailed: msg('host.calendar.copyFailed'),
  resetTitle: msg('host.calendar.resetTitle'),
  resetWarning: msg('host.calendar.resetWarning'),
  resetDone: msg('host.calendar.resetDone'),
  resetFailed: msg('host.calendar.resetFailed'),
} as const;

/**
 * My Runs: the runner's private calendar feed (confirmed and waitlisted runs, kept up to date by the calendar
 * app), as a webcal:// link that opens the calendar app and the https address to paste, with a reset for a
 * link that was shared by mistake.
 */
export function CalendarSubscription() {
  const headingId = useId();
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  const copy = (url: string) => {
    navigator.clipboard.writeText(url).then(
      () => toast.success(t(calendarSubscriptionMessages.copied)),
      () => toast.error(t(calendarSubscriptionMessages.copyFailed)),
    );
  };
  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t(calendarSubscriptionMessages.resetDone));
      },
      onError: () => toast.error(t(calendarSubscriptionMessages.resetFailed)),
    });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900"
        >
          <CalendarSync aria-hidden="true" className="size-5 text-brand-700" />
          {t(calendarSubscriptionMessages.heading)}
        </h2>
        <p className="max-w-prose text-sm text-slate-600">{t('host.calendar.intro')}</p>
      </div>

      {feed.data ? (
        <>
          <div className="flex flex-wrap gap-2">
            {/* Two lines rather than past the card's edge on a 320 px phone (docs/product.md, "Phones"). */}
            <a
              href={feed.data.webcalUrl}
              className={buttonVariants({
                className: 'h-auto min-h-10 max-w-full py-2 text-center whitespace-normal!',
              })}
            >
              <CalendarSync aria-hidden="true" />
              {t('host.calendar.openApp')}
            </a>
            <Button variant="outline" onClick={() => copy(feed.data.url)}>
              <Copy aria-hidden="true" />
              {t('host.calendar.copyLink')}
            </Button>
          </div>
          <div className="flex flex-col gap-1">
            <p className="text-sm text-slate-600">{t('host.calendar.fromUrl')}</p>
            <code
              aria-label={t('host.calendar.addressLabel')}
              className="block rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-all text-slate-800 select-all"
            >
              {feed.data.url}
            </code>
            <p className="text-sm text-slate-600">{t('host.calendar.keepPrivate')}</p>
          </div>
          <div>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <RotateCcw aria-hidden="true" />
              {t('host.calendar.resetLink')}
            </Button>
          </div>
          <Dialog open={confirming} onOpenChange={(open) => !reset.isPending && setConfirming(open)}>
            <DialogContent hideCloseButton={reset.isPending}>
              <DialogHeader>
                <DialogTitle>{t(calendarSubscriptionMessages.resetTitle)}</DialogTitle>
                <DialogDescription>{t(calendarSubscriptionMessages.resetWarning)}</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline" disabled={reset.isPending}>
                    {t('host.calendar.cancel')}
                  </Button>
                </DialogClose>
                <Button disabled={reset.isPending} onClick={confirmReset}>
                  <RotateCcw aria-hidden="true" />
                  {reset.isPending ? t('host.calendar.resetting') : t('host.calendar.resetLink')}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </>
      ) : feed.isError ? (
        <Alert>
          {t(calendarSubscriptionMessages.loadFailed)}{' '}
          <button
            type="button"
            className="font-semibold underline"
            disabled={feed.isFetching}
            onClick={() => void feed.refetch()}
          >
            {t('host.calendar.tryAgain')}
          </button>
        </Alert>
      ) : (
        <Skeleton className="h-10 w-60" />
      )}
    </section>
  );
}
