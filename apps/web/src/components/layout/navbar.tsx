import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth, type AuthState } from '@/lib/auth';
import { useHydrated } from '@/lib/hydration';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Container } from './container';
import { LogoMark } from './logo';

interface NavItem {
  label: MessageKey;
  to: string;
}

/** docs/product.md §2: 'Find Runs' always; 'My Runs' for runners; 'Create Run' for businesses; 'Login' when logged out. */
function navItems(auth: AuthState): NavItem[] {
  const items: NavItem[] = [{ label: msg('core.nav.findRuns'), to: paths.runs.getHref() }];
  if (auth.status === 'authenticated' && auth.user.role === 'runner')
    items.push({ label: msg('core.nav.myRuns'), to: paths.myRuns.getHref() });
  if (auth.status === 'authenticated' && auth.user.role === 'business') {
    items.push({ label: msg('core.nav.createRun'), to: paths.createRun.getHref() });
    // The business's team (docs/decisions/054): invite, change roles, remove.
    items.push({ label: msg('core.nav.team'), to: paths.businessTeam.getHref() });
  }
  // Platform admins (docs/decisions/049) reach the reports from every page.
  if (auth.status === 'authenticated' && auth.user.isAdmin)
    items.push({ label: msg('core.nav.admin'), to: paths.admin.getHref() });
  if (auth.status === 'unauthenticated')
    items.push({ label: msg('core.nav.login'), to: paths.login.getHref() });
  return items;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

// Only a signed-in visitor has it: drawn by the server, its code comes in a chunk of its own (decision 014).
const LogoutButton = lazy(() =>
  import('./logout-button').then((module) => ({ default: module.LogoutButton })),
);

/** What the app layer adds to the menu: "Acting for …" for a runner in a host's team (docs/decisions/057). */
export type TeamNavComponent = ComponentType<{ onNavigate?: () => void }>;

export function Navbar({ teamNav: TeamNav }: { teamNav?: TeamNavComponent }) {
  const auth = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItems(auth);
  const closeMenu = () => setMenuOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const logoutButton = auth.status === 'authenticated' && (
    <Suspense fallback={null}>
      <LogoutButton onClick={closeMenu} />
    </Suspense>
  );

  return (
    // Escape closes the open menu and gives the focus back to its button (WAI-ARIA's disclosure pattern). The
    // header catches the key as it bubbles from the menu's links and button, the case jsx-a11y's docs leave off.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
      onKeyDown={(event) => {
        if (menuOpen && event.key === 'Escape') {
          closeMenu();
          toggle.current?.focus();
        }
      }}
    >
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home.getHref()}
          className="flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-slate-900"
          onClick={closeMenu}
        >
          <LogoMark />
          RunTogether
        </Link>

        <nav aria-label={t('core.nav.main')} className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass}>
              {t(item.label)}
            </NavLink>
          ))}
          {TeamNav && <TeamNav />}
          {logoutButton}
        </nav>

        <Button
          ref={toggle}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          // One name; aria-expanded says whether it is open (WAI-ARIA's disclosure pattern).
          aria-label={t('core.nav.menu')}
          // Drawn turned off until the page hydrates, when a tap starts to work (decision 044).
          disabled={!useHydrated()}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6!" />
          ) : (
            <Menu aria-hidden="true" className="size-6!" />
          )}
        </Button>
      </Container>

      <nav
        id="mobile-menu"
        aria-label={t('core.nav.mobile')}
        className={cn('border-t border-slate-200 bg-white md:hidden', !menuOpen && 'hidden')}
      >
        <Container className="flex flex-col gap-1 py-3">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass} onClick={closeMenu}>
              {t(item.label)}
            </NavLink>
          ))}
          {TeamNav && <TeamNav onNavigate={closeMenu} />}
          {logoutButton}
        </Container>
      </nav>
    </header>
  );
}
