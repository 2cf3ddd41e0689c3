// Profile (agent) rules: contact limits and formats, phone entry, display, parents and child links.
export * from './profiles/profile-messages';
export * from './profiles/contact-rules';
export * from './profiles/email-recipients';
export * from './profiles/contact-display';
export * from './profiles/agent-type-label';
export * from './profiles/agent-rules';
export * from './profiles/graph-rules';
