'use client'

import { useEffect, useRef, useState } from 'react'

/** prefers-reduced-motion, live; the ref form is for the render loop (read every frame). */
export function useReducedMotion() {
  const [reduced, setReduced] = useState(false)
  const ref = useRef(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => {
      ref.current = query.matches
      setReduced(query.matches)
    }
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return { reduced, ref }
}
