import { useId } from "react"
import "./forms.css"

export interface SwitchProps {
  readonly label: string
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  readonly disabled?: boolean
  readonly description?: string
}

/** An on/off toggle: a native checkbox with the switch role, so every keyboard and reader knows it. */
export function Switch({ label, checked, onChange, disabled, description }: SwitchProps) {
  const id = useId()
  return (
    <div className="switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="switch__label">
        {label}
      </label>
      {description ? (
        <p id={`${id}-description`} className="switch__description">
          {description}
        </p>
      ) : null}
    </div>
  )
}
