import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useLogout } from '@/hooks/use-logout';
import { t } from '@/lib/i18n';

/** The navbar's "Log out", for a signed-in visitor: `onClick` runs first (the mobile menu closes). */
export function LogoutButton({ onClick }: { onClick?: () => void }) {
  const logout = useLogout({
    onLoggedOut: () => toast.success(t('core.nav.loggedOut')),
    onError: (error) => toast.error(error.message),
  });
  return (
    <Button
      variant="ghost"
      className="justify-start"
      disabled={logout.isPending}
      onClick={() => {
        onClick?.();
        logout.mutate();
      }}
    >
      <LogOut aria-hidden="true" />
      {t('core.nav.logout')}
    </Button>
  );
}
