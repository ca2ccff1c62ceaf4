import type { Run } from '@runtogether/shared/runs/run.schemas';
import { BadgeCheck, MessageCircle, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { whatsappChatUrl } from '../../utils/whatsapp-link';
import { DetailSection, NewTabHint } from './detail-section';

/** 'About the host' (docs/product.md §2): every host is a business account, shown as 'Verified Host'. */
export function RunHost({
  run,
  followControl,
  isHost = false,
}: {
  run: Run;
  followControl?: ReactNode;
  /** The viewer is this run's host: no following or messaging itself (docs/product.md §6). */
  isHost?: boolean;
}) {
  const chatUrl = isHost ? null : whatsappChatUrl(run.hostContactInfo.phone, run.title);
  const place = run.hostContactInfo.businessLocation;
  return (
    <DetailSection title={t('runs.host.about')}>
      <div className="flex items-center gap-4">
        <Avatar name={run.hostName} src={run.hostAvatarUrl} className="size-14 text-base" />
        <div className="min-w-0">
          <p className="text-lg font-bold wrap-anywhere">{run.hostName}</p>
          <Badge className="mt-1 gap-1 bg-sky-50 text-sky-900 ring-1 ring-sky-200">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('runs.host.verified')}
          </Badge>
          {place && <p className="mt-1 text-sm text-slate-600">{place}</p>}
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {!isHost && followControl}
        {chatUrl && (
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ className: 'bg-emerald-700 hover:bg-emerald-800' })}
          >
            <MessageCircle aria-hidden="true" />
            {t('runs.host.contactWhatsapp')}
            <NewTabHint />
          </a>
        )}
        <Link
          to={paths.businessPublicProfile.getHref(run.hostId)}
          className={buttonVariants({ variant: 'outline' })}
        >
          <Store aria-hidden="true" />
          {t('runs.host.viewProfile')}
        </Link>
      </div>
    </DetailSection>
  );
}
