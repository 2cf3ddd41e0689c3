// Per-route flags the shell reads from the matched route's static data.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The community selector offers 'All communities' on this screen. */
    allowAllCommunities?: boolean;
    /** The screen opens while the community's setup is incomplete (the setup pages). */
    allowIncompleteSetup?: boolean;
  }
}

export {};
