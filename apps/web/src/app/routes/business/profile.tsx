import type { User } from '@runtogether/shared/users/user.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, LogIn, ShieldAlert, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/layout/container';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  businessQueryKey,
  toPublicBusiness,
  useBusiness,
} from '@/features/business-profile/api/get-business';
import { BusinessHeader } from '@/features/business-profile/components/business-header';
import {
  BusinessLoadError,
  ProfileMessage,
} from '@/features/business-profile/components/business-profile-states';
import { EventHistory, UpcomingRuns, type RenderRun } from '@/features/business-profile/components/host-runs';
import { ProfileTabs } from '@/features/business-profile/components/profile-tabs';
import { businessProfileMessages } from '@/features/business-profile/utils/messages';
import { NewPostForm } from '@/features/posts/components/new-post-form';
import { PostList } from '@/features/posts/components/post-list';
import { EditProfileDialog } from '@/features/profile/components/edit-profile-dialog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth, type LoginRedirectState } from '@/lib/auth';
import { t, translateText } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

// The team's settings are their own chunk, loaded when the tab opens (decision 014).
const TeamSection = lazy(() =>
  import('@/features/team/components/team-section').then((m) => ({ default: m.TeamSection })),
);

// So are the run cards, which only the History and Upcoming tabs show: the feed opens first.
const RunCard = lazy(() =>
  import('@/features/runs/components/run-card').then((m) => ({ default: m.RunCard })),
);

const renderRun: RenderRun = (run) => <RunCard run={run} />;

/**
 * /business/profile: the business's own profile. Outside the route guard on purpose: docs/product.md §2 gives it its own
 * signed-out and wrong-role messages instead of redirects.
 */
export function Component() {
  const auth = useAuth();
  useDocumentTitle(t('core.pages.ownBusinessProfile'));

  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'unauthenticated') {
    const state: LoginRedirectState = { redirectTo: paths.businessProfile.getHref() };
    return (
      <ProfileMessage
        icon={<LogIn aria-hidden="true" className="size-12 text-slate-400" />}
        message={translateText(businessProfileMessages.loggedOut)}
      >
        <Link to={paths.login.getHref()} state={state} className={buttonVariants()}>
          {t('core.businessProfile.logIn')}
        </Link>
      </ProfileMessage>
    );
  }
  if (auth.user.role !== 'business') {
    return (
      <ProfileMessage
        icon={<ShieldAlert aria-hidden="true" className="size-12 text-slate-400" />}
        message={translateText(businessProfileMessages.businessOnly)}
      >
        <Link to={paths.profile.getHref()} className={buttonVariants({ variant: 'outline' })}>
          <UserRound aria-hidden="true" />
          {t('core.businessProfile.profileSettings')}
        </Link>
      </ProfileMessage>
    );
  }
  return <OwnBusinessProfile user={auth.user} />;
}

function OwnBusinessProfile({ user }: { user: User }) {
  const queryClient = useQueryClient();
  // The public view of the business, as runners see it; the signed-in user (with the e-mail) feeds the form.
  const business = useBusiness(user.id);

  if (!business.data) {
    if (business.isError) {
      return (
        <BusinessLoadError
          message={translateText(businessProfileMessages.ownLoadFailed)}
          retrying={business.isFetching}
          onRetry={() => void business.refetch()}
        />
      );
    }
    return <PageSpinner label={t('core.businessProfile.loading')} />;
  }

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-12">
      <BusinessHeader
        business={business.data}
        actions={
          <>
            <EditProfileDialog
              user={user}
              onUserChange={(saved) =>
                queryClient.setQueryData(businessQueryKey(saved.id), toPublicBusiness(saved))
              }
            />
            <Link
              to={paths.businessPublicProfile.getHref(user.id)}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Eye aria-hidden="true" />
              {t('core.businessProfile.viewPublic')}
            </Link>
          </>
        }
      />
      <ProfileTabs
        label={t('core.businessProfile.ownSections')}
        defaultValue="feed"
        tabs={[
          {
            value: 'feed',
            label: t('core.businessProfile.feed'),
            content: (
              <div className="flex flex-col gap-6">
                <NewPostForm businessId={user.id} />
                <PostList businessId={user.id} canManage />
              </div>
            ),
          },
          {
            value: 'history',
            label: t('core.businessProfile.history'),
            content: (
              <Suspense fallback={<PageSpinner />}>
                <EventHistory businessId={user.id} renderRun={renderRun} />
              </Suspense>
            ),
          },
          {
            value: 'upcoming',
            label: t('core.businessProfile.upcoming'),
            content: (
              <Suspense fallback={<PageSpinner />}>
                <UpcomingRuns businessId={user.id} renderRun={renderRun} />
              </Suspense>
            ),
          },
          // The business's own settings: its team (docs/decisions/054).
          {
            value: 'team',
            label: t('team.title'),
            content: (
              <Suspense fallback={<PageSpinner />}>
                <TeamSection />
              </Suspense>
            ),
          },
        ]}
      />
    </Container>
  );
}

export default withQueryLayer(Component);
