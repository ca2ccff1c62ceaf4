import type { User } from '@runtogether/shared/users/user.schemas';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { t } from '@/lib/i18n';
import { AvatarUpload } from './avatar-upload';

/** Who is signed in: picture (with upload), name, e-mail and a 'Business' or 'Runner' badge. */
export function AccountInfoCard({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('auth.profile.accountInfo')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar name={user.name} src={user.profileImageUrl} className="size-20 text-2xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="truncate text-lg font-bold text-slate-900">{user.name}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
          <div>
            <Badge
              className={user.role === 'business' ? 'bg-brand-100 text-brand-900' : 'bg-sky-100 text-sky-900'}
            >
              {t(user.role === 'business' ? 'auth.profile.badgeBusiness' : 'auth.profile.badgeRunner')}
            </Badge>
          </div>
        </div>
        <AvatarUpload userId={user.id} />
      </CardContent>
    </Card>
  );
}
