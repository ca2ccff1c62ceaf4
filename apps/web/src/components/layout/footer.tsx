import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Container } from './container';
import { LogoMark } from './logo';

const quickLinks = [
  { label: 'Find Runs', to: paths.runs.getHref() },
  { label: 'My Runs', to: paths.myRuns.getHref() },
  { label: 'Business Home', to: paths.businessHome.getHref() },
  { label: 'Login / Sign Up', to: paths.login.getHref() },
];

const aboutLinks = [
  { label: 'About Us', to: paths.about.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
  { label: 'Terms of Service', to: paths.terms.getHref() },
];

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="rounded text-sm text-slate-300 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <Container className="grid grid-cols-2 gap-8 py-12 sm:grid-cols-3">
        <div className="col-span-2 sm:col-span-1">
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <LogoMark className="size-7" />
            RunTogether
          </p>
          <p className="mt-3 max-w-xs text-sm">
            Connecting runners with local community runs hosted by businesses.
          </p>
        </div>
        <LinkList title="Quick Links" links={quickLinks} />
        <LinkList title="About" links={aboutLinks} />
      </Container>
      <div className="border-t border-slate-800">
        <Container className="py-6 text-center text-sm text-slate-400">
          © {year} RunTogether. All rights reserved.
        </Container>
      </div>
    </footer>
  );
}
