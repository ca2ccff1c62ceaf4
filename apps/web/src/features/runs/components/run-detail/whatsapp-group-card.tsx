import { MessageCircle } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { DetailSection, NewTabHint } from './detail-section';

/** The run's WhatsApp group (docs/product.md §2), when the host gave one. `href` is already checked to be http(s). */
export function WhatsAppGroupCard({ href }: { href: string }) {
  return (
    <DetailSection
      title={t('runs.whatsapp.groupTitle')}
      icon={<MessageCircle aria-hidden="true" className="size-5 text-emerald-700" />}
      className="border-emerald-200 bg-emerald-50"
    >
      <p className="text-sm text-emerald-950">{t('runs.whatsapp.groupText')}</p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({
          className: 'w-full bg-emerald-700 hover:bg-emerald-800 sm:w-fit',
        })}
      >
        <MessageCircle aria-hidden="true" />
        {t('runs.joinGroup.join')}

        <NewTabHint />
      </a>
    </DetailSection>
  );
}
