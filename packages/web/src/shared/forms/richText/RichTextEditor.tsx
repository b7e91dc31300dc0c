import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html"
import { LinkNode } from "@lexical/link"
import { LexicalComposer } from "@lexical/react/LexicalComposer"
import { ContentEditable } from "@lexical/react/LexicalContentEditable"
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary"
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin"
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin"
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin"
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin"
import { HeadingNode } from "@lexical/rich-text"
import { isAllowedLinkHref } from "@pociecha/core"
import { $getRoot, type LexicalEditor } from "lexical"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { FieldMessage } from "../FieldShell"
import { ImageNode } from "./ImageNode"
import { RichTextToolbar } from "./RichTextToolbar"
import "./richText.css"

export interface RichTextEditorProps {
  readonly label: string
  /** The HTML the editor opens with (the server's sanitised HTML). */
  readonly initialHtml: string
  readonly onChange: (html: string) => void
  /** The character limit, counted on the HTML (management 5: 1500 by default); the counter shows 'current / limit'. */
  readonly limit: number
  /** Uploads a picked image and gives its URL; without it there is no IMAGE button. */
  readonly onUpload?: ((file: File) => Promise<string>) | undefined
  readonly error?: string | undefined
  readonly onClearError?: (() => void) | undefined
  readonly testId?: string
}

/** The editor's content from stored HTML: parsed by the browser (no script runs), read into Lexical's nodes. */
function loadHtml(html: string) {
  return (editor: LexicalEditor) => {
    const dom = new DOMParser().parseFromString(html, "text/html")
    const root = $getRoot()
    root.clear()
    root.append(...$generateNodesFromDOM(editor, dom).filter((node) => node.getType() !== "text" || node.getTextContent().trim() !== ""))
  }
}

/**
 * The rich-text editor field (management 2.11): headings, paragraphs, images and links (of the
 * allowed schemes, nofollow by default), the placeholder TYPE_HERE... when empty and not focused,
 * and the 'current / limit' counter, in error style above the limit. Gives its HTML on each change.
 */
export default function RichTextEditor({ label, initialHtml, onChange, limit, onUpload, error, onClearError, testId }: RichTextEditorProps) {
  const { t } = useTranslation("forms")
  const labelId = useId()
  const [length, setLength] = useState(initialHtml.length)
  const [focused, setFocused] = useState(false)
  const config = {
    namespace: "pociecha-rich-text",
    nodes: [HeadingNode, LinkNode, ImageNode],
    editorState: loadHtml(initialHtml),
    theme: { heading: { h2: "rich-text__h2" }, link: "rich-text__link" },
    onError: (cause: Error) => {
      throw cause
    }
  }
  return (
    <div className={`field rich-text${error ? " field--invalid" : ""}`} data-testid={testId}>
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <LexicalComposer initialConfig={config}>
        <RichTextToolbar onUpload={onUpload} />
        <div className="rich-text__body">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="rich-text__content"
                aria-labelledby={labelId}
                aria-invalid={error ? true : undefined}
                onFocus={() => setFocused(true)}
                onBlur={() => setFocused(false)}
                onClick={onClearError}
              />
            }
            placeholder={focused ? null : <div className="rich-text__placeholder">{t("TYPE_HERE")}</div>}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <LinkPlugin validateUrl={isAllowedLinkHref} />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(_state, editor) =>
            editor.read(() => {
              const html = $generateHtmlFromNodes(editor)
              setLength(html.length)
              onChange(html)
            })
          }
        />
      </LexicalComposer>
      <p className={`rich-text__counter${length > limit ? " rich-text__counter--over" : ""}`} data-testid="rich-text-counter">
        {length} / {limit}
      </p>
      {error ? <FieldMessage messageKey={error} /> : null}
    </div>
  )
}
