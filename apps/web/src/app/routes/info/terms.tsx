import { InfoPage } from '@/components/layout/info-page';

export function Component() {
  return (
    <InfoPage
      title="Terms of Service"
      intro="RunTogether brings runners and hosts together. These terms keep it fair and safe for both."
    >
      <h2>Your account</h2>
      <p>
        Use your real name and an e-mail address you can receive mail at, keep your password to yourself and
        tell us if you think someone else is using your account.
      </p>
      <h2>For runners</h2>
      <ul>
        <li>
          Register only for runs you intend to join, and cancel if you cannot make it so someone else can go.
        </li>
        <li>
          Choose runs that match your fitness. You take part at your own risk: know your limits, follow the
          host&apos;s instructions and the rules of the road.
        </li>
      </ul>
      <h2>For hosts</h2>
      <ul>
        <li>Host accounts are for real businesses and organisations.</li>
        <li>
          Publish accurate runs — date, time, meeting point, distance and pace — and update or cancel them
          promptly when plans change.
        </li>
        <li>
          You organise your runs and are responsible for them, including a safe route and any permission they
          need.
        </li>
        <li>
          Use participants&apos; contact details only to organise your runs, never for unrelated marketing.
        </li>
      </ul>
      <h2>Content</h2>
      <p>
        You are responsible for what you publish: runs, posts and images must be lawful, respectful and yours
        to share. We may remove content or suspend accounts that break these terms.
      </p>
      <h2>Our role</h2>
      <p>
        RunTogether provides the platform that connects runners and hosts; we do not organise the runs
        ourselves. We work to keep the service available but cannot promise it will never be interrupted.
      </p>
      <h2>Changes</h2>
      <p>
        If these terms change, we will update this page. Questions? Write to{' '}
        <a href="mailto:hello@runtogether.app">hello@runtogether.app</a>.
      </p>
    </InfoPage>
  );
}
