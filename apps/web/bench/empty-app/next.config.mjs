/** Baseline app for the bench: defaults only. */
export default {}
