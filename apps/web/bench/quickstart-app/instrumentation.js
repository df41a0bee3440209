// Without a hook of its own, Turbopack takes the enclosing site's instrumentation.ts (this app
// sits inside apps/web), whose wallet setup check is not the baseline's business.
export function register() {}
