import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe-core on a rendered component. `region` is off: a component tested alone is not a
 * whole page (the site puts it in its landmarks); color-contrast needs layout jsdom lacks.
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const result = await axe.run(container, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  })
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([])
}
