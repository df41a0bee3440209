// Loaded with a dynamic import, so the animation features (the bulk of motion's weight) come
// in their own chunk after first paint, not with the header. `domMin` (animate + exit) is all
// the shell uses; `domAnimation` would add hover/tap/focus/in-view gestures for 2.5 KB more.
import { domMin } from 'motion/react'

export default domMin
