import type { User } from '@runtogether/shared/users/user.schemas';
import { MapPin, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

/** docs/product.md §2: the business's name when it has one, else 'Your Business'. */
const businessDisplayName = (user: User) =>
  user.businessDetails?.businessName?.trim() || t('host.dashboard.defaultBusinessName');

/** The host's own card at the top of the dashboard, with 'View Profile'. */
export function ProfileCard({ user }: { user: User }) {
  const name = businessDisplayName(user);
  const location = user.businessDetails?.businessLocation;
  return (
    <Card className="flex flex-wrap items-center gap-4 p-4 sm:p-5">
      <Avatar name={name} src={user.profileImageUrl} className="size-14 text-base" />
      {/* At least 12rem for the names, so on a phone the button moves below them instead of cutting them. */}
      <div className="min-w-48 flex-1 break-words">
        <p className="font-bold text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">{user.name}</p>
        {location && (
          <p className="flex items-start gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span className="min-w-0">{location}</span>
          </p>
        )}
      </div>
      <Link
        to={paths.businessProfile.getHref()}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <UserRound aria-hidden="true" />
        {t('host.dashboard.profileCard.viewProfile')}
      </Link>
    </Card>
  );
}
