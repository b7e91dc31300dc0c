import { minutesToTime, timeToMinutes } from "@pociecha/core"
import { TextField } from "./TextField"

export interface TimeFieldProps {
  readonly name: string
  readonly label: string
  /** Minutes since midnight as text ('' for no time): what the form machine holds (management 2.11). */
  readonly value: string
  readonly onChange: (minutes: string) => void
  readonly error?: string | undefined
  readonly onClearError?: ((name: string) => void) | undefined
  readonly disabled?: boolean
}

/**
 * A time of the day (management 2.11): shown and typed as HH:MM by the browser's own time input,
 * held as minutes since midnight; an emptied input is no time.
 */
export function TimeField({ value, onChange, ...field }: TimeFieldProps) {
  const minutes = value === "" ? null : Number(value)
  return (
    <TextField
      {...field}
      type="time"
      value={minutesToTime(minutes)}
      onChange={(event) => {
        const typed = timeToMinutes(event.target.value)
        onChange(typed === null ? "" : String(typed))
      }}
    />
  )
}
