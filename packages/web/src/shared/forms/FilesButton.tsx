import { buttonClass, type ButtonLook } from "../ui/Button"

/**
 * A button that picks several files (the native input, hidden, inside its label): the files
 * chosen are handed over, and the input is emptied so choosing the same files again is a
 * change too.
 */
export function FilesButton({
  label,
  testId,
  accept,
  variant = "outline",
  onChoose
}: {
  readonly label: string
  readonly testId: string
  readonly accept?: string
  readonly variant?: ButtonLook["variant"]
  readonly onChoose: (files: ReadonlyArray<File>) => void
}) {
  return (
    <label className={buttonClass({ variant })}>
      {label}
      <input
        type="file"
        multiple
        {...(accept === undefined ? {} : { accept })}
        className="visually-hidden"
        data-testid={testId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ""
          if (files.length > 0) onChoose(files)
        }}
      />
    </label>
  )
}
