import { lazy, type ComponentType } from "react"

/** A page's module: its component is the default export. */
type PageModule<P> = { readonly default: ComponentType<P> }

/**
 * A lazily loaded page that renders at once when its module is already in — the page a visit
 * opens, whose code preloadPage fetched before the first render. React.lazy alone would suspend
 * for a tick even then, and show the loading screen in place of the server's first view.
 * `load` fetches the module once, for the preload and the render alike.
 */
export function preloadedPage<P extends object>(fetchModule: () => Promise<PageModule<P>>) {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<PageModule<P>> | null = null
  const load = () => {
    loading ??= fetchModule().then((module) => {
      loaded = module.default
      return module
    })
    loading.catch(() => {
      loading = null
    })
    return loading
  }
  const Lazy = lazy(load)
  function Page(props: P) {
    const Loaded = loaded
    return Loaded === null ? <Lazy {...props} /> : <Loaded {...props} />
  }
  return { Page, load }
}
