import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '@/components/layout/container';
import { Card, CardContent } from '@/components/ui/card';
import { t } from '@/lib/i18n';

/** The Create a Run and Edit Run pages: heading, the note of docs/product.md §2, then the form on a card. */
export function RunFormLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 flex items-start gap-2 text-sm text-slate-600 sm:text-base">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {t('runs.form.note')}
      </p>
      <Card className="mt-6">
        <CardContent className="pt-5 sm:pt-6">{children}</CardContent>
      </Card>
    </Container>
  );
}
