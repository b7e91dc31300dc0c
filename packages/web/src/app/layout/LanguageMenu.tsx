import type { Language } from "@pociecha/core"
import * as DropdownMenu from "@radix-ui/react-dropdown-menu"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { LANGUAGE_LABELS, SELECTABLE_LANGUAGES, isLanguage, languageButtonLabel } from "../../shared/i18n/language"
import { useLanguage } from "../../shared/i18n/useLanguage"

/**
 * The language button (spec 2.3): shows the current code ('PL', 'UA') and opens the selector,
 * labelled '(PL) Polski' and '(UA) Українська'. Choosing one sets the language and closes it.
 */
export function LanguageMenu({ className, openOnMount = false }: { readonly className?: string | undefined; readonly openOnMount?: boolean }) {
  const { t } = useTranslation()
  const { language, setLanguage } = useLanguage()
  const [open, setOpen] = useState(openOnMount)
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        className={`navbar__language${className ? ` ${className}` : ""}`}
        data-testid="language-button"
        aria-label={`${t("CHANGE_LANGUAGE")}: ${languageButtonLabel(language)}`}
      >
        {languageButtonLabel(language)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu__label">{t("LANGUAGE")}</DropdownMenu.Label>
          <LanguageRadioItems
            language={language}
            onChoose={(next) => {
              setOpen(false)
              void setLanguage(next)
            }}
          />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

/** The selectable languages as radio items of a Radix menu (also used in the profile menu). */
export function LanguageRadioItems({ language, onChoose }: { readonly language: Language; readonly onChoose: (language: Language) => void }) {
  return (
    <DropdownMenu.RadioGroup
      value={language}
      onValueChange={(value) => {
        if (isLanguage(value)) onChoose(value)
      }}
    >
      {SELECTABLE_LANGUAGES.map((code) => (
        <DropdownMenu.RadioItem key={code} value={code} className="menu__item" lang={code === "ua" ? "uk" : code}>
          <DropdownMenu.ItemIndicator className="menu__indicator">✓</DropdownMenu.ItemIndicator>
          {LANGUAGE_LABELS[code]}
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  )
}
