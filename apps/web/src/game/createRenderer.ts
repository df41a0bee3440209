import {
  DASH_COOLDOWN_TICKS,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  FP,
  GAME_MAX_TICKS,
  GAME_TICK_HZ,
  type GameState,
  SHIP_HALF_HEIGHT,
  SHIP_HALF_WIDTH,
  SHIP_Y,
  multiplier,
} from '@stardust/game'

// Drawing only: floats and Math.sin are fine here, the simulation never reads them.

type Effect = { x: number; y: number; text?: string; color: string; born: number; burst: boolean }

export type Renderer = {
  /** Collects the effects of the step just taken (catches, hits). */
  afterStep(state: GameState): void
  draw(state: GameState): void
  resize(): void
}

const BACKDROP = Array.from({ length: 70 }, (_, i) => {
  // A fixed, seedless star backdrop: the same sky on every visit.
  const a = (i * 2654435761) >>> 0
  return { x: (a % 3600) / 10, y: ((a >>> 12) % 5400) / 10, size: 0.6 + (a % 7) / 6, phase: (a % 628) / 100 }
})

/** `secondsLeft` words the clock in the page's language (the canvas is drawn, not read by the leftovers check). */
export function createRenderer(canvas: HTMLCanvasElement, reducedMotion: () => boolean, secondsLeft: (seconds: number) => string): Renderer {
  const maybeContext = canvas.getContext('2d')
  if (!maybeContext) throw new Error('Canvas 2D is not available')
  const ctx: CanvasRenderingContext2D = maybeContext
  let effects: Effect[] = []
  let shakeUntil = 0

  function resize() {
    const ratio = Math.min(window.devicePixelRatio || 1, 2)
    const width = Math.round(canvas.clientWidth * ratio)
    if (width > 0 && canvas.width !== width) {
      canvas.width = width
      canvas.height = Math.round((width * FIELD_HEIGHT) / FIELD_WIDTH)
    }
  }

  function afterStep(state: GameState) {
    for (const event of state.events) {
      if (event.type === 'catch') {
        const color = event.kind === 'comet' ? '#7ee8ff' : '#ffe28a'
        effects.push({ x: event.x / FP, y: event.y / FP, text: `+${event.points}`, color, born: state.tick, burst: true })
      } else if (event.type === 'hit') {
        effects.push({ x: event.x / FP, y: event.y / FP, color: '#ff7a7a', born: state.tick, burst: true })
        shakeUntil = state.tick + 12
      }
    }
    effects = effects.filter((effect) => state.tick - effect.born < 40)
  }

  function draw(state: GameState) {
    const still = reducedMotion()
    const scale = canvas.width / FIELD_WIDTH
    ctx.setTransform(scale, 0, 0, scale, 0, 0)
    if (!still && state.tick < shakeUntil) ctx.translate(Math.sin(state.tick * 2.1) * 3, Math.cos(state.tick * 1.7) * 2)
    const sky = ctx.createLinearGradient(0, 0, 0, FIELD_HEIGHT)
    sky.addColorStop(0, '#0b0820')
    sky.addColorStop(1, '#1a0f35')
    ctx.fillStyle = sky
    ctx.fillRect(-8, -8, FIELD_WIDTH + 16, FIELD_HEIGHT + 16)
    for (const star of BACKDROP) {
      ctx.globalAlpha = still ? 0.5 : 0.35 + 0.3 * Math.sin(state.tick / 25 + star.phase)
      ctx.fillStyle = '#ffffff'
      ctx.fillRect(star.x, star.y, star.size, star.size)
    }
    ctx.globalAlpha = 1
    for (const entity of state.entities) {
      const x = entity.x / FP
      const y = entity.y / FP
      const r = entity.r / FP
      if (entity.kind === 'debris') drawDebris(ctx, x, y, r, entity.id, still ? 0 : state.tick)
      else if (entity.kind === 'comet') drawComet(ctx, x, y, r, entity.vx / FP, entity.vy / FP)
      else drawStar(ctx, x, y, r, still ? 0 : state.tick + entity.id * 7)
    }
    drawShip(ctx, state, still)
    for (const effect of effects) {
      const age = state.tick - effect.born
      ctx.globalAlpha = Math.max(0, 1 - age / 40)
      ctx.fillStyle = effect.color
      if (effect.burst && !still) {
        for (let i = 0; i < 8; i++) {
          const angle = (i / 8) * Math.PI * 2
          ctx.fillRect(effect.x + Math.cos(angle) * age * 1.2, effect.y + Math.sin(angle) * age * 1.2, 2, 2)
        }
      }
      if (effect.text) {
        ctx.font = 'bold 14px system-ui, sans-serif'
        ctx.textAlign = 'center'
        ctx.fillText(effect.text, effect.x, effect.y - 12 - (still ? 0 : age * 0.6))
      }
    }
    ctx.globalAlpha = 1
    drawHud(ctx, state, secondsLeft)
  }

  resize()
  return { afterStep, draw, resize }
}

function drawStar(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, t: number) {
  const pulse = 1 + 0.15 * Math.sin(t / 6)
  ctx.fillStyle = '#ffe28a'
  ctx.beginPath()
  for (let i = 0; i < 8; i++) {
    const radius = (i % 2 === 0 ? r * 1.4 : r * 0.45) * pulse
    const angle = (i / 8) * Math.PI * 2 - Math.PI / 2
    ctx.lineTo(x + Math.cos(angle) * radius, y + Math.sin(angle) * radius)
  }
  ctx.closePath()
  ctx.fill()
  ctx.fillStyle = '#fffbe8'
  ctx.beginPath()
  ctx.arc(x, y, r * 0.35, 0, Math.PI * 2)
  ctx.fill()
}

function drawComet(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, vx: number, vy: number) {
  const tail = ctx.createLinearGradient(x, y, x - vx * 10, y - vy * 10)
  tail.addColorStop(0, 'rgba(126, 232, 255, 0.8)')
  tail.addColorStop(1, 'rgba(126, 232, 255, 0)')
  ctx.strokeStyle = tail
  ctx.lineWidth = r * 1.4
  ctx.lineCap = 'round'
  ctx.beginPath()
  ctx.moveTo(x, y)
  ctx.lineTo(x - vx * 10, y - vy * 10)
  ctx.stroke()
  ctx.fillStyle = '#e8fbff'
  ctx.beginPath()
  ctx.arc(x, y, r, 0, Math.PI * 2)
  ctx.fill()
}

function drawDebris(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, id: number, t: number) {
  ctx.fillStyle = '#6f6a86'
  ctx.strokeStyle = '#a29cc0'
  ctx.lineWidth = 1.5
  ctx.beginPath()
  const spin = t * 0.02 * (id % 2 === 0 ? 1 : -1)
  for (let i = 0; i < 7; i++) {
    const angle = (i / 7) * Math.PI * 2 + spin
    const radius = r * (0.75 + (((id * 31 + i * 17) % 10) / 10) * 0.35)
    ctx.lineTo(x + Math.cos(angle) * radius, y + Math.sin(angle) * radius)
  }
  ctx.closePath()
  ctx.fill()
  ctx.stroke()
}

function drawShip(ctx: CanvasRenderingContext2D, state: GameState, still: boolean) {
  const { ship } = state
  const x = ship.x / FP
  const y = SHIP_Y
  const shielded = ship.shieldTicks > 0
  if (shielded && !still && Math.floor(ship.shieldTicks / 6) % 2 === 0) ctx.globalAlpha = 0.45
  if (ship.dashTicks > 0) {
    ctx.fillStyle = 'rgba(182, 156, 255, 0.35)'
    ctx.fillRect(x - SHIP_HALF_WIDTH - ship.facing * 26, y - 4, 26 + SHIP_HALF_WIDTH * 2, 8)
  }
  ctx.fillStyle = '#b69cff'
  ctx.beginPath()
  ctx.moveTo(x, y - SHIP_HALF_HEIGHT - 6)
  ctx.lineTo(x + SHIP_HALF_WIDTH, y + SHIP_HALF_HEIGHT)
  ctx.lineTo(x, y + SHIP_HALF_HEIGHT - 4)
  ctx.lineTo(x - SHIP_HALF_WIDTH, y + SHIP_HALF_HEIGHT)
  ctx.closePath()
  ctx.fill()
  ctx.fillStyle = '#ffe28a'
  ctx.beginPath()
  ctx.arc(x, y, 3, 0, Math.PI * 2)
  ctx.fill()
  ctx.globalAlpha = 1
  if (shielded) {
    ctx.strokeStyle = 'rgba(126, 232, 255, 0.7)'
    ctx.lineWidth = 1.5
    ctx.beginPath()
    ctx.arc(x, y, SHIP_HALF_WIDTH + 6, 0, Math.PI * 2)
    ctx.stroke()
  }
  // Dash readiness: a bar under the ship that fills as the cooldown runs out.
  const ready = 1 - ship.dashCooldown / DASH_COOLDOWN_TICKS
  ctx.fillStyle = ready >= 1 ? '#7ee8ff' : 'rgba(126, 232, 255, 0.35)'
  ctx.fillRect(x - SHIP_HALF_WIDTH, y + SHIP_HALF_HEIGHT + 8, SHIP_HALF_WIDTH * 2 * ready, 3)
}

function drawHud(ctx: CanvasRenderingContext2D, state: GameState, secondsLeftText: (seconds: number) => string) {
  ctx.fillStyle = '#f1eefc'
  ctx.font = 'bold 18px system-ui, sans-serif'
  ctx.textAlign = 'left'
  ctx.fillText(String(state.score), 12, 28)
  const mult = multiplier(state.combo)
  if (mult > 1) {
    ctx.fillStyle = '#ffe28a'
    ctx.font = 'bold 13px system-ui, sans-serif'
    ctx.fillText(`x${mult}`, 12, 46)
  }
  ctx.fillStyle = '#f1eefc'
  ctx.font = 'bold 16px system-ui, sans-serif'
  ctx.textAlign = 'center'
  ctx.fillText(secondsLeftText((GAME_MAX_TICKS - state.tick) / GAME_TICK_HZ), FIELD_WIDTH / 2, 28)
  ctx.textAlign = 'right'
  ctx.fillStyle = '#ff9a9a'
  ctx.fillText('♥'.repeat(Math.max(0, state.lives)), FIELD_WIDTH - 12, 28)
}
