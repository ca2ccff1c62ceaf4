import type { PublicUser } from '@runtogether/shared/users/user.schemas';
import { Globe, Link2, MapPin, MessageCircle, Navigation, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { PointMapSlot } from '@/components/map/point-map-slot';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { contactLinks, directionsUrl, type ContactKind, type ContactLink } from '../utils/business-links';

/** The name a business goes by: its business name, else its owner's name. */
export const businessName = (business: PublicUser) =>
  business.businessDetails?.businessName?.trim() || business.name;

const contactIcons: Record<ContactKind, ReactNode> = {
  whatsapp: <MessageCircle aria-hidden="true" />,
  website: <Globe aria-hidden="true" />,
  instagram: <Link2 aria-hidden="true" />,
  facebook: <Link2 aria-hidden="true" />,
  twitter: <Link2 aria-hidden="true" />,
  linkedin: <Link2 aria-hidden="true" />,
  google_review: <Star aria-hidden="true" />,
};

/** A link's name in the page's language: brands keep theirs. */
function contactLabel(link: ContactLink): string {
  if (link.kind === 'website') return t('host.profile.links.website');
  if (link.kind === 'google_review') return t('host.profile.links.googleReview');
  return link.label;
}

/** Read by screen readers after the name of a link that opens elsewhere. */
function NewTabHint() {
  return <span className="sr-only">{` ${t('host.profile.newTab')}`}</span>;
}

export interface BusinessHeaderProps {
  business: PublicUser;
  /** The owner's own buttons (Edit Profile, View public profile), after the public ones. */
  actions?: ReactNode;
}

/**
 * Who the business is and how to reach it: picture, name, type, description, where it is, 'Get Directions'
 * and the contact links it filled in. Only public fields: a business's e-mail address is never shown.
 */
export function BusinessHeader({ business, actions }: BusinessHeaderProps) {
  const details = business.businessDetails;
  const name = businessName(business);
  const description = (details?.businessDescription ?? details?.description ?? '').trim();
  const address = details?.address?.trim();
  const location = details?.businessLocation?.trim();
  const directions = directionsUrl(details);
  const links = contactLinks(details);

  return (
    <header className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {/* On a phone the picture sits beside the name only; the rest takes the full width below. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 sm:items-start">
        <Avatar
          name={name}
          src={business.profileImageUrl}
          className="size-16 text-xl sm:row-span-3 sm:size-24 sm:text-2xl"
        />
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="min-w-0 text-2xl font-extrabold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">
            {name}
          </h1>
          {details?.businessType && (
            <Badge className="bg-brand-100 whitespace-normal text-brand-900">{details.businessType}</Badge>
          )}
        </div>
        {(address || location) && (
          <p className="col-span-2 flex items-start gap-1.5 text-sm text-slate-600 sm:col-span-1 sm:col-start-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="wrap-anywhere">
              {[address, location && location !== address ? location : null].filter(Boolean).join(' · ')}
            </span>
          </p>
        )}
        {description && (
          <p className="col-span-2 max-w-prose wrap-anywhere whitespace-pre-line text-slate-700 sm:col-span-1 sm:col-start-2">
            {description}
          </p>
        )}
      </div>

      {details && details.latitude !== null && details.longitude !== null && (
        <PointMapSlot
          point={{ latitude: details.latitude, longitude: details.longitude }}
          label={t('host.profile.location', { name })}
        />
      )}

      {(directions || links.length > 0 || actions) && (
        <div className="flex flex-wrap gap-2">
          {directions && (
            <a href={directions} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
              <Navigation aria-hidden="true" />
              {t('host.profile.directions')}
              <NewTabHint />
            </a>
          )}
          {links.length > 0 && (
            <ul aria-label={t('host.profile.contact')} className="flex flex-wrap gap-2">
              {links.map((link) => (
                <li key={link.kind}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonVariants({ variant: 'outline' })}
                  >
                    {contactIcons[link.kind]}
                    {contactLabel(link)}
                    <NewTabHint />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {actions && <div className="flex flex-wrap gap-2 sm:ml-auto">{actions}</div>}
        </div>
      )}
    </header>
  );
}
