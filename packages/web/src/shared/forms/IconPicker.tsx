import * as DropdownMenu from "@radix-ui/react-dropdown-menu"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { iconChoiceNames, iconChoices, isIconChoice, type IconChoice } from "./iconChoices"
import { buttonClass } from "../ui/Button"
import "./forms.css"

export interface IconPickerProps {
  readonly label: string
  readonly value: IconChoice | null
  /** A pick sets the value and closes the grid (management 4 Controls). */
  readonly onChange: (icon: IconChoice) => void
  /** The button's text with no icon shown; CHOOSE by default. */
  readonly placeholder?: string
  /** As a facility filter the button always shows the placeholder (management 2.11). */
  readonly asFilter?: boolean
}

/**
 * The icon picker (management 2.11): a dropdown whose button shows the chosen icon, or the
 * placeholder; its body is a grid of the 16 icons with a close button.
 */
export function IconPicker({ label, value, onChange, placeholder, asFilter = false }: IconPickerProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const shown = asFilter || !isIconChoice(value) ? null : value
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger className="icon-picker__button" aria-label={label} data-testid="icon-picker">
        {shown === null ? (placeholder ?? t("CHOOSE")) : <span aria-label={shown}>{iconChoices[shown]}</span>}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="icon-picker__body" sideOffset={6} align="start">
          <div className="icon-picker__grid">
            {iconChoiceNames.map((name) => (
              <DropdownMenu.Item
                key={name}
                aria-label={name}
                title={name}
                className={`icon-picker__icon${name === value ? " icon-picker__icon--chosen" : ""}`}
                data-testid={`icon-${name}`}
                onSelect={() => onChange(name)}
              >
                {iconChoices[name]}
              </DropdownMenu.Item>
            ))}
          </div>
          <DropdownMenu.Item className={buttonClass({ variant: "ghost", className: "icon-picker__close" })}>{t("CLOSE")}</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
