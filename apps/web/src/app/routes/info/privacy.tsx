import { InfoPage } from '@/components/layout/info-page';

export function Component() {
  return (
    <InfoPage
      title="Privacy Policy"
      intro="We keep only what RunTogether needs to work, and we do not sell or share it for advertising."
    >
      <h2>What we keep and why</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, e-mail address and role (runner or business), so you can
          sign in and we can verify your address. Your password is stored only as a one-way hash, never as
          typed.
        </li>
        <li>
          <strong>Business details</strong> (business accounts only): business name, location, phone,
          description and the links you choose to add, shown on your public profile so runners can find you.
        </li>
        <li>
          <strong>Registrations:</strong> which runs you registered for, with the name, e-mail address and
          pace you entered, so the host knows who is coming and you can see your runs.
        </li>
        <li>
          <strong>Images</strong> you upload: we re-encode them and remove hidden metadata such as GPS
          location before storing them.
        </li>
      </ul>
      <h2>Who sees what</h2>
      <p>
        A run&apos;s participant list shows names and paces. Participant e-mail addresses are visible only to
        the host of that run (and to you). We never show your e-mail address on public pages.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a single session cookie to keep you signed in. There are no advertising or tracking cookies and
        no third-party scripts on RunTogether.
      </p>
      <h2>E-mail</h2>
      <p>We send e-mail only for your account, such as the link that verifies your address.</p>
      <h2>Your choices</h2>
      <p>
        You can correct your details on your profile page at any time. To get a copy of your data or to delete
        your account, write to <a href="mailto:hello@runtogether.app">hello@runtogether.app</a>.
      </p>
    </InfoPage>
  );
}
