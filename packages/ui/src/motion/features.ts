// Loaded with a dynamic import by MotionProvider, so the animation features (the bulk of
// motion's weight) come in their own chunk after first paint, not with the header.
import { domAnimation } from 'motion/react'

export default domAnimation
