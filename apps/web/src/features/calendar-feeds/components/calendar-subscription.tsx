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
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useResetCalendarFeed } from '../api/reset-calendar-feed';

export const calendarSubscriptionMessages = {
  heading: 'Subscribe in your calendar',
  loadFailed: "Your calendar link couldn't be loaded.",
  copied: 'Calendar link copied',
  copyFailed: "Couldn't copy the link: select it and copy it yourself.",
  resetTitle: 'Reset your calendar link?',
  resetWarning:
    'The old link stops working at once: calendars subscribed with it stop getting your runs. Subscribe again with the new link afterwards.',
  resetDone: 'New calendar link ready. The old one no longer works.',
  resetFailed: "Your calendar link couldn't be reset. Please try again.",
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
      () => toast.success(calendarSubscriptionMessages.copied),
      () => toast.error(calendarSubscriptionMessages.copyFailed),
    );
  };
  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(calendarSubscriptionMessages.resetDone);
      },
      onError: () => toast.error(calendarSubscriptionMessages.resetFailed),
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
          {calendarSubscriptionMessages.heading}
        </h2>
        <p className="max-w-prose text-sm text-slate-600">
          The runs you registered for, in Apple Calendar, Google Calendar or Outlook. Waitlisted runs are
          marked, and your calendar updates itself when a host changes or cancels a run.
        </p>
      </div>

      {feed.data ? (
        <>
          <div className="flex flex-wrap gap-2">
            <a href={feed.data.webcalUrl} className={buttonVariants()}>
              <CalendarSync aria-hidden="true" />
              Open in my calendar app
            </a>
            <Button variant="outline" onClick={() => copy(feed.data.url)}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          </div>
          <div className="flex flex-col gap-1">
            <p className="text-sm text-slate-600">
              Or add this address as a calendar &quot;from URL&quot; (Google Calendar: Other calendars, From
              URL):
            </p>
            <code
              aria-label="Calendar address"
              className="block rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-all text-slate-800 select-all"
            >
              {feed.data.url}
            </code>
            <p className="text-sm text-slate-600">
              Keep it to yourself: anyone with this link can see the runs you registered for.
            </p>
          </div>
          <div>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <RotateCcw aria-hidden="true" />
              Reset link
            </Button>
          </div>
          <Dialog open={confirming} onOpenChange={(open) => !reset.isPending && setConfirming(open)}>
            <DialogContent hideCloseButton={reset.isPending}>
              <DialogHeader>
                <DialogTitle>{calendarSubscriptionMessages.resetTitle}</DialogTitle>
                <DialogDescription>{calendarSubscriptionMessages.resetWarning}</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline" disabled={reset.isPending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button disabled={reset.isPending} onClick={confirmReset}>
                  <RotateCcw aria-hidden="true" />
                  {reset.isPending ? 'Resetting...' : 'Reset link'}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </>
      ) : feed.isError ? (
        <Alert>
          {calendarSubscriptionMessages.loadFailed}{' '}
          <button
            type="button"
            className="font-semibold underline"
            disabled={feed.isFetching}
            onClick={() => void feed.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : (
        <Skeleton className="h-10 w-60" />
      )}
    </section>
  );
}
