import { RULE_MESSAGES, type LocaleTree } from '@dugout/shared';

/** Strings shared by the whole app: generic actions, loading, error and access pages. */
export const commonEn = {
  loading: 'Loading…',
  actions: {
    logIn: 'Log In',
    logOut: 'Log Out',
    tryAgain: 'Try again',
    goHome: 'Go to the home page',
    back: 'Back',
  },
  auth: {
    checking: 'Checking your sign-in…',
    redirecting: 'Taking you to sign in…',
  },
  errors: {
    title: 'Error',
    loginFailed: 'Login failed',
    tokenFailed: 'Get access token failed',
    httpRequestFailed: 'http request failed',
    configFailed: 'We could not load the portal settings.',
    pageFailed: 'Something went wrong while showing this page.',
  },
  forbidden: {
    title: 'No access',
    message: 'You do not have permission to view this content',
    hint: 'Some pages, like the members directory, open once the team office has set up your access. Write to the office and they will help you.',
    askOffice: 'Ask the team office for access',
    orWrite: 'or write to',
    mailSubject: 'Access to the {{team}} portal',
    mailBody:
      'Hello,\n\nI am {{who}}. I cannot open this page of the {{team}} portal: {{page}}\nCould you give me access?\n\nThank you!',
  },
  notFound: {
    title: 'Page not found',
    message: 'We could not find the page you were looking for.',
  },
  newTab: '(opens in a new tab)',
  /** The shared validation rules' messages (packages/shared rule-messages.ts), by key. */
  rules: { ...RULE_MESSAGES },
} satisfies LocaleTree;
