import { emergencyContactSchema } from '@runtogether/shared/registrations/questions.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import type { User } from '@runtogether/shared/users/user.schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';

/**
 * Profile Settings' emergency contact (docs/decisions/055): only a run's host sees it, on the check-in screen
 * while check-in is open, for runs that ask for one.
 */
export function EmergencyContactSetting({ user }: { user: User }) {
  const saved = user.emergencyContact ?? null;
  const [contact, setContact] = useState({ name: saved?.name ?? '', phone: saved?.phone ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfile();

  const save = (emergencyContact: { name: string; phone: string } | null) => {
    if (emergencyContact) {
      const parsed = emergencyContactSchema.safeParse(emergencyContact);
      if (!parsed.success) {
        setErrors(
          Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        );
        return;
      }
    }
    setErrors({});
    update.mutate(
      { id: user.id, input: { emergencyContact } },
      {
        onSuccess: () => {
          if (!emergencyContact) setContact({ name: '', phone: '' });
          toast.success(
            t(emergencyContact ? 'auth.profile.emergencySaved' : 'auth.profile.emergencyRemoved'),
          );
        },
        onError: (error) =>
          toast.error(isAppError(error) ? error.message : t('auth.profile.emergencyFailed')),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('runs.signUp.emergencyContact')}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-4 text-sm text-slate-600">{t('runs.signUp.emergencyContactHint')}</p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save(contact);
          }}
          className="flex flex-col gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('runs.signUp.emergencyName')} error={errors.name}>
              {(control) => (
                <Input
                  {...control}
                  value={contact.name}
                  maxLength={100}
                  onChange={(event) => setContact({ ...contact, name: event.target.value })}
                />
              )}
            </FormField>
            <FormField label={t('runs.signUp.emergencyPhone')} error={errors.phone}>
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  value={contact.phone}
                  maxLength={30}
                  onChange={(event) => setContact({ ...contact, phone: event.target.value })}
                />
              )}
            </FormField>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* Two lines rather than past the card's edge on a 320 px phone (docs/product.md, "Phones"). */}
            <SubmitButton
              busy={update.isPending}
              busyLabel={t('auth.profile.emergencySaving')}
              className="h-auto min-h-10 max-w-full py-2 text-center whitespace-normal!"
            >
              {t('auth.profile.emergencySave')}
            </SubmitButton>
            {saved && (
              <Button type="button" variant="outline" disabled={update.isPending} onClick={() => save(null)}>
                {t('auth.profile.emergencyRemove')}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
