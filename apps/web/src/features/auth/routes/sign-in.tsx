import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LOGIN_CODE } from '@dugout/shared';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useDemoSignIn,
  useInteractionDetails,
  useRequestCode,
  useSubmitCode,
  type DemoUser,
} from '../api/interaction';
import '../sign-in.css';

const KNOWN_ERRORS = [
  'interaction_expired',
  'invalid_code',
  'too_many_attempts',
  'not_demo_user',
] as const;
type KnownError = (typeof KNOWN_ERRORS)[number];

function isKnownError(code: string | undefined): code is KnownError {
  return (KNOWN_ERRORS as readonly (string | undefined)[]).includes(code);
}

const DEMO_ROLES = ['admin', 'it', 'family', 'parent', 'staff', 'newcomer'] as const;
type DemoRole = (typeof DEMO_ROLES)[number];

/** The seeded demo account's role by its email's local part (admin@…), else the server's text. */
function demoRoleOf(user: DemoUser): DemoRole | null {
  const local = user.email.split('@')[0]?.toLowerCase();
  return (DEMO_ROLES as readonly (string | undefined)[]).includes(local)
    ? (local as DemoRole)
    : null;
}

/**
 * The embedded IdP's sign-in page (/idp/interaction/:uid): passwordless, email → 6-digit code;
 * with DEMO=1, one-click demo accounts. It never calls Auth0's login itself: finishing here sends
 * the browser back into the IdP (redirectTo), which returns to /callback.
 */
export default function SignInRoute() {
  const { uid = '' } = useParams();
  const { t } = useTranslation('auth');
  const demoRole = (user: DemoUser) => {
    const role = demoRoleOf(user);
    return role ? t(`signIn.demo.roles.${role}`) : user.description;
  };
  const { teamName } = useConfig();
  useDocumentTitle(t('signIn.pageTitle'));

  const details = useInteractionDetails(uid);
  const requestCode = useRequestCode(uid);
  const submitCode = useSubmitCode(uid);
  const demoSignIn = useDemoSignIn(uid);

  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<Error | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const ids = { email: useId(), code: useId(), codeHint: useId(), demo: useId() };

  useEffect(() => {
    (step === 'code' ? codeRef : emailRef).current?.focus();
  }, [step]);

  const describe = (error: Error): string => {
    if (error instanceof ApiRequestError) {
      // The server words this one in the page's language, with how long to wait.
      if (error.code === 'sign_in_limited' && error.message) return error.message;
      if (isKnownError(error.code)) return t(`signIn.errors.${error.code}`);
      if (error.status === 429) return t('signIn.errors.rate_limited');
    }
    return error.message;
  };

  const finish = (redirectTo: string) => {
    setRedirecting(true);
    window.location.assign(redirectTo);
  };

  const onEmail = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    requestCode.mutate(email.trim(), {
      onSuccess: () => {
        setCode('');
        setStep('code');
      },
      onError: setFailure,
    });
  };

  const onCode = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    submitCode.mutate(
      { email: email.trim(), code: code.trim() },
      { onSuccess: (r) => finish(r.redirectTo), onError: setFailure },
    );
  };

  const onDemo = (user: DemoUser) => {
    setFailure(null);
    demoSignIn.mutate(user.email, {
      onSuccess: (r) => finish(r.redirectTo),
      onError: setFailure,
    });
  };

  const busy = requestCode.isPending || submitCode.isPending || demoSignIn.isPending || redirecting;
  const shownError = details.error ?? failure;
  const demoUsers = details.data?.demoUsers ?? [];

  return (
    <div className="sign-in">
      <div className="sign-in__card">
        <h1 className="sign-in__title">{t('signIn.heading', { team: teamName })}</h1>

        {shownError ? (
          <div className="notice notice--error" role="alert">
            <p>{describe(shownError)}</p>
            <Link to={paths.auth.login.href()} className="notice__action">
              {t('signIn.startAgain')}
            </Link>
          </div>
        ) : null}

        {details.isError ? null : step === 'email' ? (
          <form className="sign-in__form" onSubmit={onEmail}>
            <p className="sign-in__intro">{t('signIn.intro')}</p>
            <label htmlFor={ids.email} className="field__label">
              {t('signIn.emailLabel')}
            </label>
            <input
              ref={emailRef}
              id={ids.email}
              className="field__input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {requestCode.isPending ? t('signIn.sending') : t('signIn.sendCode')}
            </button>
          </form>
        ) : (
          <form className="sign-in__form" onSubmit={onCode}>
            <p className="sign-in__intro" role="status">
              {t('signIn.codeSent', {
                email: email.trim(),
                length: LOGIN_CODE.length,
                minutes: LOGIN_CODE.ttlMinutes,
              })}
            </p>
            <label htmlFor={ids.code} className="field__label">
              {t('signIn.codeLabel')}
            </label>
            <input
              ref={codeRef}
              id={ids.code}
              className="field__input field__input--code"
              type="text"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={`\\d{${LOGIN_CODE.length}}`}
              maxLength={LOGIN_CODE.length}
              required
              aria-describedby={ids.codeHint}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <p id={ids.codeHint} className="field__hint">
              {t('signIn.codeHint', { length: LOGIN_CODE.length })}
            </p>
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {submitCode.isPending || redirecting ? t('signIn.signingIn') : t('signIn.signIn')}
            </button>
            <button
              type="button"
              className="button button--secondary button--block"
              disabled={busy}
              onClick={() => {
                setFailure(null);
                setCode('');
                setStep('email');
              }}
            >
              {t('signIn.differentEmail')}
            </button>
          </form>
        )}

        {details.isPending ? (
          <div className="sign-in__loading">
            <Spinner size="sm" label={t('signIn.loading')} />
          </div>
        ) : null}

        {demoUsers.length > 0 ? (
          <section className="sign-in__demo" aria-labelledby={ids.demo}>
            <h2 id={ids.demo}>{t('signIn.demo.heading')}</h2>
            <p className="sign-in__intro">{t('signIn.demo.intro')}</p>
            <ul className="demo-users">
              {demoUsers.map((user) => (
                <li key={user.email}>
                  <button
                    type="button"
                    className="demo-user"
                    disabled={busy}
                    onClick={() => onDemo(user)}
                  >
                    <span className="demo-user__name">
                      {t('signIn.demo.signInAs', { name: user.name, email: user.email })}
                    </span>
                    {user.description ? (
                      <span className="demo-user__description">{demoRole(user)}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
