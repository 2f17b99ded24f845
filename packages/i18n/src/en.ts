/** English messages of the apps' own strings (react-admin brings its own under `ra.*`). */
export const en = {
  app: {
    loading: 'Loading…',
    startupFailed: 'The library could not be loaded. Please try again in a moment.',
    notFound: 'The page does not exist.',
    home: 'Home',
    auth: {
      signIn: 'Sign in',
      signOut: 'Sign out',
      signedInAs: 'Signed in as %{name}',
      completingSignIn: 'Completing sign-in…',
      checkingSession: 'Checking your session…',
      signInFailed: 'Sign-in did not complete. Please try again.',
      consolePrompt: 'Sign in to manage your library.',
    },
    document: {
      title: 'Document %{contentCode}',
    },
    console: {
      dashboardTitle: 'Dashboard',
    },
  },
};

export type Messages = typeof en;
