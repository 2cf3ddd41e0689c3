// Every user-facing message with a spec text lives here, verbatim.
export const Messages = {
  unknownError: 'An unknown error occurred.',
  unexpectedError: 'Unexpected error occurred.',
  subscriptionAccessDenied:
    'Access denied based upon your subscription. Please contact your account manager to upgrade.',
  invalidCredentials: 'The user name or password is incorrect.',
  notSignedIn: 'You are not signed in or your session has expired.',
  forbidden: 'You do not have permission to do this.',
  communityNotOnList: 'This community is not on your community list.',
  notFound: 'The requested record was not found.',
} as const;
