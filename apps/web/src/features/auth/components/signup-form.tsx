import type { Role } from '@runtogether/shared/users/user.schemas';
import { lazy, Suspense, useEffect, useState } from 'react';
import { t } from '@/lib/i18n';
import { RoleChooser } from './role-chooser';
import { RunnerSignupForm } from './runner-signup-form';

// The business form (with its address lookup) is not part of the log-in page's first load: most visitors log in
// or sign up as runners. It is fetched right after the page renders, so choosing "Business" finds it ready.
const loadBusinessForm = () => import('./business-signup-form');
const BusinessSignupForm = lazy(() =>
  loadBusinessForm().then((module) => ({ default: module.BusinessSignupForm })),
);

/** The role chooser and the form for the chosen role; changing the role starts that form afresh (docs/product.md §4). */
export function SignupForm({
  initialRole = 'runner',
  initialEmail = '',
}: {
  initialRole?: Role;
  initialEmail?: string;
}) {
  const [role, setRole] = useState<Role>(initialRole);
  useEffect(() => {
    void loadBusinessForm();
  }, []);
  return (
    <div className="flex flex-col gap-5">
      <RoleChooser value={role} onChange={setRole} />
      {role === 'business' ? (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-slate-600">
              {t('auth.signup.loadingForm')}
            </p>
          }
        >
          <BusinessSignupForm key="business" initialEmail={initialEmail} />
        </Suspense>
      ) : (
        <RunnerSignupForm key="runner" initialEmail={initialEmail} />
      )}
    </div>
  );
}
