import { onlineManager } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isBusinessNotFound, useBusiness } from '@/features/business-profile/api/get-business';
import { BusinessHeader, businessName } from '@/features/business-profile/components/business-header';
import { HostCalendarLink } from '@/features/calendar-feeds/components/host-calendar-link';
import {
  BusinessLoadError,
  BusinessNotFound,
  BusinessProfileSkeleton,
} from '@/features/business-profile/components/business-profile-states';
import { PastRuns, UpcomingRuns, type RenderRun } from '@/features/business-profile/components/host-runs';
import { ProfileTabs } from '@/features/business-profile/components/profile-tabs';
import { businessProfileMessages } from '@/features/business-profile/utils/messages';
import { FollowButton } from '@/features/follows/components/follow-button';
import { PostList } from '@/features/posts/components/post-list';
import { RunCard } from '@/features/runs/components/run-card';
import { ReportControl } from '@/features/reports/components/report-control';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { t, translateText } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';
import { businessLoader } from '@/app/page-loaders';
import { loaderMeta, loaderOrOffline } from '@/app/page-meta';

const renderRun: RenderRun = (run) => <RunCard run={run} />;

/** /business/:businessId/profile (public): who the business is, its runs and its updates. */
export function Component() {
  const businessId = useParams().businessId ?? '';
  const auth = useAuth();
  const business = useBusiness(businessId);
  const notFound = business.isError && isBusinessNotFound(business.error);
  // Offline, a profile the device never kept says so; it loads once the network is back (docs/decisions/037).
  const offline = !onlineManager.isOnline() && business.failureCount > 0;
  useDocumentTitle(
    business.data
      ? businessName(business.data)
      : t(notFound ? 'core.pages.businessNotFound' : 'core.pages.businessProfile'),
  );

  if (notFound) return <BusinessNotFound />;
  // A failed background refresh keeps the profile on screen.
  if (!business.data) {
    if (business.isError || offline) {
      return (
        <BusinessLoadError
          message={
            offline ? t('host.profile.offline') : translateText(businessProfileMessages.publicLoadFailed)
          }
          retrying={business.isFetching}
          onRetry={() => void business.refetch()}
          offline={offline}
        >
          {offline && auth.status === 'authenticated' && auth.user.role === 'runner' && (
            <Link to={paths.myRuns.getHref()} className={buttonVariants()}>
              {t('core.nav.myRuns')}
            </Link>
          )}
        </BusinessLoadError>
      );
    }
    return <BusinessProfileSkeleton />;
  }

  // The owner looking at its own public page may manage its posts here too.
  const isOwner = auth.status === 'authenticated' && auth.user.id === business.data.id;
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-12">
      <BusinessHeader
        business={business.data}
        actions={
          <>
            <FollowButton
              businessId={business.data.id}
              hostName={businessName(business.data)}
              returnTo={paths.businessPublicProfile.getHref(business.data.id)}
              showCount
            />
            <HostCalendarLink businessId={business.data.id} businessName={businessName(business.data)} />
            {auth.status === 'authenticated' && !isOwner && (
              <ReportControl targetType="business" targetId={business.data.id} />
            )}
            {isOwner && (
              <Link to={paths.businessProfile.getHref()} className={buttonVariants({ variant: 'secondary' })}>
                <UserRound aria-hidden="true" />
                {t('core.businessProfile.manage')}
              </Link>
            )}
          </>
        }
      />
      <ProfileTabs
        label={t('core.businessProfile.publicSections')}
        defaultValue="upcoming"
        tabs={[
          {
            value: 'upcoming',
            label: t('core.businessProfile.upcoming'),
            content: <UpcomingRuns businessId={business.data.id} renderRun={renderRun} />,
          },
          {
            value: 'feed',
            label: t('core.businessProfile.feed'),
            content: (
              <PostList
                businessId={business.data.id}
                canManage={isOwner}
                postActions={
                  auth.status === 'authenticated' && !isOwner
                    ? (post) => (
                        <ReportControl
                          targetType="post"
                          targetId={String(post.id)}
                          label={t('trust.report.postLabel', { title: post.title })}
                        />
                      )
                    : undefined
                }
              />
            ),
          },
          {
            value: 'past',
            label: t('core.businessProfile.past'),
            content: <PastRuns businessId={business.data.id} renderRun={renderRun} />,
          },
        ]}
      />
    </Container>
  );
}

export const loader = businessLoader;
export const meta = loaderMeta;

export const clientLoader = loaderOrOffline;

export default withQueryLayer(Component);
