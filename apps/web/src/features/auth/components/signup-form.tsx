import type { Role } from '@runtogether/shared/users/user.schemas';
import { useState } from 'react';
import { BusinessSignupForm } from './business-signup-form';
import { RoleChooser } from './role-chooser';
import { RunnerSignupForm } from './runner-signup-form';

/** The role chooser and the form for the chosen role; changing the role starts that form afresh (docs/product.md §4). */
export function SignupForm({ initialRole = 'runner' }: { initialRole?: Role }) {
  const [role, setRole] = useState<Role>(initialRole);
  return (
    <div className="flex flex-col gap-5">
      <RoleChooser value={role} onChange={setRole} />
      {role === 'business' ? <BusinessSignupForm key="business" /> : <RunnerSignupForm key="runner" />}
    </div>
  );
}
