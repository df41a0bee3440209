// One loader for every LazyMotion of the package: the features chunk is fetched once, after
// first paint, and motion registers the features globally when it arrives.
export const loadFeatures = () => import('./features.js').then((module) => module.default)
