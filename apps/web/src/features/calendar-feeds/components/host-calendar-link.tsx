import { hostCalendarPath, toWebcalUrl } from '@runtogether/shared/calendar-feeds/calendar-feed.rules';
import { CalendarPlus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { pageOrigin } from '@/lib/page-origin';

/** The host's runs as a calendar subscription: webcal:// opens the device's calendar app on "subscribe". */
export function HostCalendarLink({ businessId, businessName }: { businessId: string; businessName: string }) {
  const feedUrl = new URL(hostCalendarPath(businessId), pageOrigin()).href;
  return (
    <a
      href={toWebcalUrl(feedUrl)}
      title={t('host.calendar.subscribeTitle', { name: businessName })}
      className={buttonVariants({ variant: 'outline' })}
    >
      <CalendarPlus aria-hidden="true" />
      {t('host.calendar.subscribe')}
    </a>
  );
}
