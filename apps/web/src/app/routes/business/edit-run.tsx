import { PagePlaceholder } from '@/components/layout/page-placeholder';

export const Component = () => <PagePlaceholder title="Edit Run" />;
