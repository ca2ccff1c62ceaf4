import type { Role } from '@runtogether/shared/users/user.schemas';
import { useCallback, useRef, useState, type ReactNode, type Ref } from 'react';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

export type AuthTab = 'login' | 'signup';

const isAuthTab = (value: string): value is AuthTab => value === 'login' || value === 'signup';

interface AuthTabsProps {
  initialTab?: AuthTab;
  initialRole?: Role;
  /** The Sign Up form's e-mail, as a link gave it. */
  initialEmail?: string;
  redirectTo?: string;
}

/** /login's two tabs, Login and Sign Up, each with its heading and a link over to the other. */
export function AuthTabs({ initialTab = 'login', initialRole, initialEmail, redirectTo }: AuthTabsProps) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  // The switch links vanish with their panel: focus then goes to the new panel's heading, not the page top.
  // A callback ref, because the panel's content mounts a render after the tab changes.
  const focusHeading = useRef(false);
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !focusHeading.current) return;
    focusHeading.current = false;
    heading.focus();
  }, []);
  useDocumentTitle(t(tab === 'login' ? 'auth.tabs.login' : 'auth.tabs.signUp'));

  const switchTo = (next: AuthTab) => {
    focusHeading.current = true;
    setTab(next);
  };

  return (
    <Card className="mx-auto w-full max-w-md p-5 sm:p-8">
      <Tabs value={tab} onValueChange={(value) => isAuthTab(value) && setTab(value)}>
        <TabsList aria-label={t('auth.tabs.label')} className="mb-6">
          <TabsTrigger value="login">{t('auth.tabs.login')}</TabsTrigger>
          <TabsTrigger value="signup">{t('auth.tabs.signUp')}</TabsTrigger>
        </TabsList>

        <TabsContent value="login">
          <AuthPanel
            title={t('auth.login.title')}
            intro={t('auth.login.intro')}
            headingRef={headingRef}
            switchQuestion={t('auth.login.switchQuestion')}
            switchAction={t('auth.login.switchAction')}
            onSwitch={() => switchTo('signup')}
          >
            <LoginForm redirectTo={redirectTo} />
          </AuthPanel>
        </TabsContent>
        <TabsContent value="signup">
          <AuthPanel
            title={t('auth.signup.title')}
            intro={t('auth.signup.intro')}
            headingRef={headingRef}
            switchQuestion={t('auth.signup.switchQuestion')}
            switchAction={t('auth.signup.switchAction')}
            onSwitch={() => switchTo('login')}
          >
            <SignupForm initialRole={initialRole} initialEmail={initialEmail} />
          </AuthPanel>
        </TabsContent>
      </Tabs>
    </Card>
  );
}

interface AuthPanelProps {
  title: string;
  intro: string;
  headingRef: Ref<HTMLHeadingElement>;
  switchQuestion: string;
  switchAction: string;
  onSwitch: () => void;
  children: ReactNode;
}

function AuthPanel({
  title,
  intro,
  headingRef,
  switchQuestion,
  switchAction,
  onSwitch,
  children,
}: AuthPanelProps) {
  return (
    <>
      <header className="mb-6">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight focus:outline-none"
        >
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
      </header>
      {children}
      <p className="mt-6 text-center text-sm text-slate-600">
        <button
          type="button"
          onClick={onSwitch}
          className="rounded font-medium underline-offset-4 hover:underline"
        >
          {switchQuestion} <span className="font-semibold text-brand-700">{switchAction}</span>
        </button>
      </p>
    </>
  );
}
