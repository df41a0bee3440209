'use client'

import { useId } from 'react'

export type AmountFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  /** Fills the field with the largest allowed amount; hidden when undefined. */
  onMax?: (() => void) | undefined
  /** Max in the page's language (its form's texts). */
  maxLabel?: string | undefined
  /** The problem to show next to the field (before any wallet prompt). */
  problem?: string | undefined
  unit: string
  disabled?: boolean
  testId: string
}

/** A decimal amount field with Max and its problem in words, announced to screen readers. */
export function AmountField({ label, value, onChange, onMax, maxLabel, problem, unit, disabled, testId }: AmountFieldProps) {
  const id = useId()
  return (
    <div className="amount-field">
      <label htmlFor={id}>{label}</label>
      <div className="amount-input">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={value}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          data-testid={`${testId}-input`}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="amount-unit">{unit}</span>
        {onMax && (
          <button type="button" className="amount-max" onClick={onMax} disabled={disabled} data-testid={`${testId}-max`}>
            {maxLabel}
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="amount-problem" role="alert" data-testid={`${testId}-problem`}>
          {problem}
        </p>
      )}
    </div>
  )
}
