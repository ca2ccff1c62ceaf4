import type { User } from '@runtogether/shared/users/user.schemas';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { t } from '@/lib/i18n';
import { AccountInfoCard } from './account-info-card';
import { ProfileForm } from './profile-form';

// Below the profile form, loaded with it rather than before the page's first render (decision 014).
const LanguageSetting = lazy(() =>
  import('./language-setting').then(({ LanguageSetting }) => ({ default: LanguageSetting })),
);
const EmergencyContactSetting = lazy(() =>
  import('./emergency-contact-setting').then(({ EmergencyContactSetting }) => ({
    default: EmergencyContactSetting,
  })),
);
const ChangePasswordSetting = lazy(() =>
  import('./change-password-setting').then(({ ChangePasswordSetting }) => ({
    default: ChangePasswordSetting,
  })),
);

/** /profile: the account at a glance, then the form to change it. */
export function ProfileSettings({ user }: { user: User }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('auth.profile.title')}</h1>
        <p className="mt-1 text-slate-600">
          {t(user.role === 'business' ? 'auth.profile.introBusiness' : 'auth.profile.introRunner')}
        </p>
      </header>
      <AccountInfoCard user={user} />
      <Card>
        <CardHeader>
          <CardTitle>{t('auth.profile.editTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {/* A fresh form for another user (after logging in as someone else). */}
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
      {user.role === 'runner' && (
        <Suspense fallback={null}>
          <EmergencyContactSetting key={user.id} user={user} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <LanguageSetting key={user.id} user={user} />
      </Suspense>
      <Suspense fallback={null}>
        <ChangePasswordSetting key={user.id} />
      </Suspense>
    </div>
  );
}
