/** The Pociecha mark: a house with a heart. Decorative; the link around it carries the name. */
export function LogoMark({ size = 32 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d5fd1" />
      <path d="M16 6.5 5.5 15.5h3V25.5h15V15.5h3z" fill="#fff" />
      <path d="M16 23s-4.4-2.7-4.4-5.6a2.3 2.3 0 0 1 4.4-1 2.3 2.3 0 0 1 4.4 1c0 2.9-4.4 5.6-4.4 5.6z" fill="#f2b400" />
    </svg>
  )
}

/** Mark and wordmark. */
export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__word">Pociecha</span>
    </span>
  )
}
