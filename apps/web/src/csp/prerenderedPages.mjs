// The pages prerendered in every language, by their path without a language: the build's header rules
// carry their policy with the hashes of their inline scripts (scripts/cspHashes.mjs). Every other page
// address (the stake, purchase, Stardust and claim pages, which read the visitor's session or live
// figures, and the 404 of an unknown address) is rendered per request and gets a nonce from proxy.ts.
// A plain module, so the post-build step checks this same list: it fails the build if a page listed here
// is not prerendered in every language, or a prerendered page is not listed (the nonce would replace its
// hashes, and its prerendered HTML carries none).
export const PRERENDERED_PAGES = ['/', '/game-test', '/privacy-policy', '/terms-of-use']
