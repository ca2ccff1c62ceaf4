import { isAppError } from '@runtogether/shared/errors/app-error';
import type { TeamRole } from '@runtogether/shared/team/team.schemas';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { intlLocale, t, translateText } from '@/lib/i18n';
import { tRich } from '@/lib/rich-text';
import { useChangeRole, useInvite, useRemoveMember, useTeam, useWithdrawInvitation } from '../api/team';

/** A day in the reader's language ("27 Nov 2026"). */
const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric' });

const TEAM_ROLES: readonly TeamRole[] = ['manager', 'leader'];

const roleLabel = (role: TeamRole) => (role === 'manager' ? t('team.role.manager') : t('team.role.leader'));

function RoleOptions() {
  return (
    <>
      {TEAM_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </>
  );
}

const failed = (error: Error) => toast.error(translateText(error.message));

/**
 * The business's settings: its team (invite, list, change a role, remove, pending invitations). `page`: the
 * page's own heading (/business/team), else a section of the profile's tabs.
 */
export function TeamSection({ page = false }: { page?: boolean }) {
  const Heading = page ? 'h1' : 'h2';
  const Subheading = page ? 'h2' : 'h3';
  const team = useTeam();
  const invite = useInvite();
  const changeRole = useChangeRole();
  const withdraw = useWithdrawInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('leader');
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const roleId = useId();
  const errorId = useId();
  // After a removal the focus goes to the Remove button of the member now in its place (the next), else of the
  // one before, else to the invitation's address, as removing a pace group does: the confirmed button went with
  // its row, and the dialog would hand the focus back to it, leaving it on the page's body.
  const list = useRef<HTMLUListElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const removing = useRef<{ userId: string; index: number } | null>(null);
  const members = team.data?.members;
  useEffect(() => {
    const asked = removing.current;
    if (!asked || !members || members.some((m) => m.userId === asked.userId)) return;
    removing.current = null;
    const removes = list.current?.querySelectorAll<HTMLElement>('[data-remove-member]') ?? [];
    (removes[Math.min(asked.index, removes.length - 1)] ?? emailInput.current)?.focus();
  }, [members]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          toast.success(t('team.invite.sent', { email }));
          setEmail('');
        },
        // A 400 names the address's problem in `fields`; its message is the API's summary of every field.
        onError: (e) => setError(translateText((isAppError(e) && e.fields?.email) || e.message)),
      },
    );
  };

  return (
    <section aria-labelledby="team-heading" className="flex flex-col gap-4">
      <div>
        <Heading
          id="team-heading"
          className={page ? 'text-2xl font-bold text-slate-900' : 'text-lg font-semibold text-slate-900'}
        >
          {t('team.title')}
        </Heading>
        <p className="text-sm text-slate-600">{t('team.intro')}</p>
      </div>

      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <label htmlFor={emailId} className="text-sm font-medium text-slate-900">
            {t('team.invite.email')}
          </label>
          <Input
            ref={emailInput}
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={roleId} className="text-sm font-medium text-slate-900">
            {t('team.invite.role')}
          </label>
          <Select id={roleId} value={role} onChange={(event) => setRole(event.target.value as TeamRole)}>
            <RoleOptions />
          </Select>
        </div>
        <SubmitButton busy={invite.isPending} busyLabel={t('team.invite.sending')}>
          {t('team.invite.submit')}
        </SubmitButton>
      </form>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}

      {team.isPending && <p role="status">{t('team.loading')}</p>}
      {team.isError && <p role="alert">{translateText(team.error.message)}</p>}
      {team.data && (
        <>
          <Subheading className="font-semibold text-slate-900">{t('team.members')}</Subheading>
          {team.data.members.length === 0 ? (
            <p className="text-sm text-slate-600">{t('team.noMembers')}</p>
          ) : (
            <ul ref={list} className="flex flex-col gap-2">
              {team.data.members.map((member, index) => (
                <li
                  key={member.userId}
                  className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <p className="font-medium text-slate-900">{member.name}</p>
                    <p className="text-sm text-slate-600">
                      {t('team.since', { date: formatDate(member.since) })}
                    </p>
                  </div>
                  {/* On a phone the role keeps its word and Remove goes under it, on two lines if the name is long
                      (docs/product.md, "Phones"). */}
                  <div className="flex flex-wrap items-center gap-2">
                    <Select
                      aria-label={t('team.roleOf', { name: member.name })}
                      value={member.role}
                      onChange={(event) =>
                        changeRole.mutate(
                          { userId: member.userId, role: event.target.value as TeamRole },
                          { onError: failed },
                        )
                      }
                    >
                      <RoleOptions />
                    </Select>
                    <RemoveMember
                      member={member}
                      onRemoving={() => (removing.current = { userId: member.userId, index })}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Subheading className="font-semibold text-slate-900">{t('team.pending')}</Subheading>
          {team.data.invitations.length === 0 ? (
            <p className="text-sm text-slate-600">{t('team.noPending')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {team.data.invitations.map((invitation) => (
                <li key={invitation.id} className="flex items-center justify-between gap-2 text-slate-700">
                  {/* A word breaks only when it cannot fit a line of its own, as a long address may on a phone; the
                      others wrap between words, and the date stays whole (docs/product.md, "Phones"). */}
                  <span className="min-w-0 wrap-anywhere">
                    {tRich('team.pendingLine', {
                      email: invitation.email,
                      // A role in a sentence reads in lower case: "as a manager", as the invitation e-mail says it.
                      role: t(
                        invitation.role === 'manager'
                          ? 'team.pendingRole.manager'
                          : 'team.pendingRole.leader',
                      ),
                      date: <span className="whitespace-nowrap">{formatDate(invitation.expiresAt)}</span>,
                    })}
                  </span>
                  {/* A mistyped address must not keep a working link (docs/decisions/054). */}
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('team.withdrawLabel', { email: invitation.email })}
                    disabled={withdraw.isPending}
                    onClick={() =>
                      withdraw.mutate(invitation.id, {
                        onSuccess: () => toast.success(t('team.withdrawn', { email: invitation.email })),
                        onError: failed,
                      })
                    }
                  >
                    {t('team.withdraw')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** "Remove {name}", asked first (docs/decisions/054): the member stops acting for the business at once. */
function RemoveMember({
  member,
  onRemoving,
}: {
  member: { userId: string; name: string };
  onRemoving: () => void;
}) {
  const remove = useRemoveMember();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="h-auto min-h-9 max-w-full py-1.5 text-left"
          data-remove-member
        >
          <span className="whitespace-normal wrap-anywhere">{t('team.remove', { name: member.name })}</span>
        </Button>
      }
      title={t('team.removeConfirm.title', { name: member.name })}
      description={t('team.removeConfirm.text')}
      confirmLabel={t('team.removeConfirm.confirm')}
      pendingLabel={t('team.removeConfirm.removing')}
      icon={null}
      pending={remove.isPending}
      onConfirm={() => {
        onRemoving();
        remove.mutate(member.userId, {
          onSuccess: () => toast.success(t('team.removed', { name: member.name })),
          onError: failed,
          onSettled: () => setOpen(false),
        });
      }}
    />
  );
}
