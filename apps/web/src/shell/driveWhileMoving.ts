import type Lenis from 'lenis'

/** Frames without a smooth scroll before the loop sleeps (a wheel burst keeps it awake). */
const IDLE_FRAMES = 5

/**
 * Runs Lenis's frames only while it animates a scroll. Lenis's own `autoRaf` asks for a frame 60
 * times a second for as long as the page is open, which keeps a phone's CPU (and battery) busy on
 * a page nobody touches. Here the loop wakes on wheel or touch input (Lenis's `virtual-scroll`)
 * and sleeps a few frames after the scroll settles. Lenis is handed a clock that stops while
 * asleep, so a wake after a long pause is not one giant step that skips the animation.
 * Returns the function that stops it for good.
 */
export function driveWhileMoving(lenis: Lenis): () => void {
  let frame = 0
  let last: number | null = null
  let clock = 0
  let idleFrames = 0

  const tick = (now: number) => {
    if (last !== null) clock += now - last
    last = now
    lenis.raf(clock)
    idleFrames = lenis.isScrolling === 'smooth' ? 0 : idleFrames + 1
    if (idleFrames > IDLE_FRAMES) {
      frame = 0
      last = null
      return
    }
    frame = requestAnimationFrame(tick)
  }
  const wake = () => {
    idleFrames = 0
    if (frame === 0) frame = requestAnimationFrame(tick)
  }

  const off = lenis.on('virtual-scroll', wake)
  return () => {
    off()
    if (frame !== 0) cancelAnimationFrame(frame)
    frame = 0
  }
}
