import { Link } from 'react-router';
import { InfoPage } from '@/components/layout/info-page';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <InfoPage
      title="About RunTogether"
      intro="RunTogether connects runners with local community runs hosted by businesses."
    >
      <h2>What it is</h2>
      <p>
        Local businesses — cafés, running shops, gyms, studios and clubs — host group runs on RunTogether.
        Runners find those runs, register with one click and show up to run together. Browsing runs, run
        details and host profiles needs no account at all.
      </p>
      <h2>Why we built it</h2>
      <p>
        Running is more fun in company, yet it is hard to find a group that runs your distance at your pace.
        Every run on RunTogether shows its date, time, meeting point, distance, pace and the spots left, and
        is labelled Beginner (6:00 min/km or slower), Intermediate (5:00–5:59 min/km) or Advanced (faster than
        5:00 min/km), so you know what to expect before you go.
      </p>
      <h2>For hosts</h2>
      <p>
        A business account lets you publish runs, see who has signed up, post updates for your community and
        keep a public profile with your location and links.
      </p>
      <h2>Just getting started</h2>
      <p>
        RunTogether is live and growing one run at a time. <Link to={paths.runs.getHref()}>Find a run</Link>{' '}
        near you and be part of the first crews — or <Link to={paths.contact.getHref()}>tell us</Link> what
        would make it better.
      </p>
    </InfoPage>
  );
}
