import type { User } from '@runtogether/shared/users/user.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { AccountInfoCard } from './account-info-card';
import { ProfileForm } from './profile-form';

/** /profile: the account at a glance, then the form to change it. */
export function ProfileSettings({ user }: { user: User }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Profile Settings</h1>
        <p className="mt-1 text-slate-600">
          {user.role === 'business'
            ? 'Your account, and how runners see your business.'
            : 'Your account and how other runners see you.'}
        </p>
      </header>
      <AccountInfoCard user={user} />
      <Card>
        <CardHeader>
          <CardTitle>Edit Profile</CardTitle>
        </CardHeader>
        <CardContent>
          {/* A fresh form for another user (after logging in as someone else). */}
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
    </div>
  );
}
