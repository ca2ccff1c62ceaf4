import { useNavigate } from 'react-router';
import { Button, type ButtonVariantProps } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth, type LoginRedirectState } from '@/lib/auth';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n';

/**
 * 'Host a Run' / 'Become a Host' (docs/product.md §2 "Home page"): a business goes to its dashboard, another signed-in user
 * is told hosting needs a business account, anyone else signs in first with the business role preselected.
 */
export function HostButton({ label, ...variant }: ButtonVariantProps & { label: string }) {
  const auth = useAuth();
  const navigate = useNavigate();

  const onClick = () => {
    if (auth.status === 'authenticated') {
      if (auth.user.role === 'business') void navigate(paths.businessDashboard.getHref());
      else toast.error(t('core.landing.hostOnly'));
      return;
    }
    const state: LoginRedirectState = { redirectTo: paths.businessDashboard.getHref(), role: 'business' };
    void navigate(paths.login.getHref(), { state });
  };

  return (
    <Button {...variant} onClick={onClick}>
      {label}
    </Button>
  );
}
