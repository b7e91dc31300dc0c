export { TextField, type TextFieldProps } from "./TextField"
export { Switch, type SwitchProps } from "./Switch"
export { useFieldErrors, type FieldErrors } from "./useFieldErrors"
export { contractFieldErrors } from "./contractErrors"
