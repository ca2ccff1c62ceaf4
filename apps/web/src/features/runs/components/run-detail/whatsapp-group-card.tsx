import { MessageCircle } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { DetailSection, NewTabHint } from './detail-section';

/**
 * The run's WhatsApp group (docs/product.md §2), when the host gave one. `href` is already checked to be http(s).
 * `own`: the run's host is looking; the group is its own, so it opens it rather than being asked to join
 * (docs/product.md §2 "Run page": nothing on its own run invites the host to join or contact itself).
 */
export function WhatsAppGroupCard({ href, own = false }: { href: string; own?: boolean }) {
  return (
    <DetailSection
      title={t('runs.whatsapp.groupTitle')}
      icon={<MessageCircle aria-hidden="true" className="size-5 text-emerald-700" />}
      className="border-emerald-200 bg-emerald-50"
    >
      <p className="text-sm text-emerald-950">
        {own ? t('runs.whatsapp.ownGroupText') : t('runs.whatsapp.groupText')}
      </p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({
          className: 'w-full bg-emerald-700 hover:bg-emerald-800 sm:w-fit',
        })}
      >
        <MessageCircle aria-hidden="true" />
        {own ? t('runs.whatsapp.openOwnGroup') : t('runs.joinGroup.join')}

        <NewTabHint />
      </a>
    </DetailSection>
  );
}
