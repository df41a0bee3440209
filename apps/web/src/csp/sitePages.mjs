// The site's pages by their path without a language, as the policy sees them. A plain module, so the
// post-build step (scripts/cspHashes.mjs) checks these same lists against what the build made: it stops
// unless the first is exactly the pages prerendered in every language and the second every other page.

// Prerendered in every language: the build's header rules carry their policy, with the hashes of their
// inline scripts. proxy.ts must give them no nonce (their prerendered HTML carries none).
export const PRERENDERED_PAGES = ['/', '/game-test', '/privacy-policy', '/terms-of-use']

// Rendered per request (they read the visitor's session or live figures): a nonce per request from proxy.ts.
export const PER_REQUEST_PAGES = ['/claim', '/claim-arbitrum', '/claim-mantle', '/purchase', '/stake', '/stardust']

// Any other address is the 404 of an unknown address, rendered per request too, with a nonce. Next serves it
// as its error document, which the browser builds from Next's own scripts alone: the layout's Trusted Types
// script is not in it, so its policy does not require Trusted Types (its chunk loads would all be refused).
