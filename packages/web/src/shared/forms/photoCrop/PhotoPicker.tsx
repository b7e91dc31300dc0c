import type { ReactNode } from "react"

export interface PhotoPickerProps {
  /** What the button says. */
  readonly children: ReactNode
  readonly className: string
  readonly title?: string | undefined
  readonly disabled?: boolean | undefined
  readonly testId: string
  /** A file was picked; the photo input's machine checks it. */
  readonly onChoose: (file: File) => void
}

/**
 * The button of a photo input that opens the file picker (management 2.11, 5: it accepts
 * image/*): a label over a hidden file input, so that it reads and focuses like a button.
 */
export function PhotoPicker({ children, className, title, disabled, testId, onChoose }: PhotoPickerProps) {
  return (
    <label className={className} title={title}>
      {children}
      <input
        type="file"
        accept="image/*"
        className="visually-hidden"
        data-testid={testId}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          // Emptied, so picking the same file again is a change too.
          event.target.value = ""
          if (chosen !== undefined) onChoose(chosen)
        }}
      />
    </label>
  )
}
