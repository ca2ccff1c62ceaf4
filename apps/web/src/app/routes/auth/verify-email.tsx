import { PagePlaceholder } from '@/components/layout/page-placeholder';

export const Component = () => <PagePlaceholder title="Check Your Email" />;
