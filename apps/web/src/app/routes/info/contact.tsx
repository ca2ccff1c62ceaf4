import { InfoPage } from '@/components/layout/info-page';

const EMAIL = 'hello@runtogether.app';

export function Component() {
  return (
    <InfoPage
      title="Contact"
      intro="Questions, ideas or a problem with the site? We would like to hear from you."
    >
      <h2>Write to us</h2>
      <p>
        E-mail <a href={`mailto:${EMAIL}`}>{EMAIL}</a>. A person reads every message and we reply as soon as
        we can.
      </p>
      <h2>About a specific run</h2>
      <p>
        For the meeting point, the route or anything else about one run, contact its host: the run&apos;s page
        shows who hosts it and links to the host&apos;s profile.
      </p>
      <h2>Your data</h2>
      <p>
        To see, correct or delete the data we keep about you, or to close your account, write to{' '}
        <a href={`mailto:${EMAIL}`}>{EMAIL}</a> from the address you signed up with.
      </p>
    </InfoPage>
  );
}
