import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import type { Role } from '@runtogether/shared/users/user.schemas';
import { Building2, Footprints, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const options: { role: Role; label: MessageKey; description: MessageKey; Icon: LucideIcon }[] = [
  {
    role: 'runner',
    label: msg('auth.signup.runner'),
    description: msg('auth.signup.runnerDescription'),
    Icon: Footprints,
  },
  {
    role: 'business',
    label: msg('auth.signup.business'),
    description: msg('auth.signup.businessDescription'),
    Icon: Building2,
  },
];

/** Runner or business: a native radio group (arrow keys move between the two), drawn as two cards. */
export function RoleChooser({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('auth.signup.accountType')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {options.map(({ role, label, description, Icon }) => (
          <div key={role} className="relative">
            <input
              type="radio"
              id={`${id}-${role}`}
              name={`${id}-role`}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              aria-label={t(label)}
              aria-describedby={`${id}-${role}-description`}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-${role}`}
              className={cn(
                'flex h-full cursor-pointer flex-col gap-1 rounded-xl border-2 border-slate-200 bg-white p-3 transition-colors',
                'hover:border-brand-300 peer-checked:border-brand-600 peer-checked:bg-brand-50',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
              )}
            >
              {/* The name goes under its icon when a 320 px card has no room for both (docs/product.md, "Phones"). */}
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-bold text-slate-900">
                <Icon aria-hidden="true" className="size-5 text-brand-700" />
                <span>{t(label)}</span>
              </span>
              <span id={`${id}-${role}-description`} className="text-xs text-slate-600">
                {t(description)}
              </span>
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
