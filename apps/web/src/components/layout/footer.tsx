import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import { paths } from '@/config/paths';
import { useAuth, type AuthState } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { Container } from './container';
import { LogoMark } from './logo';

// The switch is drawn by the server like the rest of the footer; its code (and the API client's language call)
// comes in a chunk of its own, hydrated when it arrives: no page needs it to start (decision 014).
const LanguageSwitch = lazy(() =>
  import('./language-switch').then(({ LanguageSwitch }) => ({ default: LanguageSwitch })),
);

// Labels are keys here and translated when drawn: the language is the page's, known only at render.
const findRuns = { label: msg('core.footer.findRuns'), to: paths.runs.getHref() };
const myRuns = { label: msg('core.footer.myRuns'), to: paths.myRuns.getHref() };
const businessHome = { label: msg('core.footer.businessHome'), to: paths.businessHome.getHref() };
const loginLink = { label: msg('core.footer.loginSignUp'), to: paths.login.getHref() };

/** docs/product.md §2's four quick links for a visitor; a signed-in account gets those of its role, as the navbar. */
function quickLinksFor(auth: AuthState) {
  if (auth.status !== 'authenticated') return [findRuns, myRuns, businessHome, loginLink];
  return [findRuns, auth.user.role === 'business' ? businessHome : myRuns];
}

const aboutLinks = [
  { label: msg('core.footer.aboutUs'), to: paths.about.getHref() },
  { label: msg('core.footer.contact'), to: paths.contact.getHref() },
  { label: msg('core.footer.privacy'), to: paths.privacy.getHref() },
  { label: msg('core.footer.terms'), to: paths.terms.getHref() },
];

function LinkList({ title, links }: { title: string; links: { label: MessageKey; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="rounded text-sm text-slate-300 hover:text-white hover:underline">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const quickLinks = quickLinksFor(useAuth());
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <Container className="grid grid-cols-2 gap-8 py-12 sm:grid-cols-3">
        <div className="col-span-2 sm:col-span-1">
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <LogoMark className="size-7" />
            RunTogether
          </p>
          <p className="mt-3 max-w-xs text-sm">{t('core.footer.tagline')}</p>
        </div>
        <LinkList title={t('core.footer.quickLinks')} links={quickLinks} />
        <LinkList title={t('core.footer.about')} links={aboutLinks} />
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-4 py-6 text-center text-sm text-slate-400">
          <Suspense fallback={null}>
            <LanguageSwitch />
          </Suspense>
          <p>{t('core.footer.copyright', { year })}</p>
        </Container>
      </div>
    </footer>
  );
}
