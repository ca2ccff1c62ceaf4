import { PagePlaceholder } from '@/components/layout/page-placeholder';

export const Component = () => <PagePlaceholder title="Thank you for signing up!" />;
