// What siteDpop loads with the first proof: wallet-auth's DPoP signer alone. A dynamic import of
// '@stardust/wallet-auth' itself hands over the whole entry (any of its names may be read), the sign-in core
// included, and the bundler copied that core into the chunk group of every page that signs a proof (the game's).
export { createDpopSigner } from '@stardust/wallet-auth'
