/** RainbowKit's quick start, as its installation guide writes it: the bench's anchor. */
export default {}
