import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Container } from './container';

/** A page that exists in the map of the app but is not built yet: its real heading, never a blank screen. */
export function PagePlaceholder({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Container className="py-16 text-center sm:py-24">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">This page is coming soon.</p>
      <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
        Back to Home
      </Link>
    </Container>
  );
}
