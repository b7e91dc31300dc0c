import { TextField, type TextFieldProps } from "./TextField"

export interface CurrentPasswordFieldProps extends Omit<TextFieldProps, "type" | "autoComplete" | "required"> {
  /** The form's 'show password' switch is on. */
  readonly shown?: boolean
}

/** The password a person types to prove it is them: hidden unless shown, offered by password managers, required. */
export function CurrentPasswordField({ shown = false, ...field }: CurrentPasswordFieldProps) {
  return <TextField {...field} type={shown ? "text" : "password"} autoComplete="current-password" required />
}
