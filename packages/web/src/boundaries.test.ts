// @vitest-environment node
import { ESLint } from "eslint"
import { describe, expect, it } from "vitest"

// The repository's own lint configuration, run on small files placed as if in the web app: the
// layer rule must refuse what DESIGN 3a forbids and let the allowed directions through.
const root = decodeURIComponent(new URL("../../../", import.meta.url).pathname)
const eslint = new ESLint({ cwd: root })

/** What the boundary rule says of `code` if it stood at `path` (relative to packages/web/src). */
async function boundaryProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}packages/web/src/${path}` })
  return (result?.messages ?? []).filter((message) => message.ruleId === "boundaries/dependencies").map((message) => message.message)
}

// ESLint's first run loads the whole typed configuration: seconds on a busy machine.
describe("the web app's layers are enforced by lint (app → features → shared)", { timeout: 60_000 }, () => {
  it("refuses a feature importing another feature, statically, lazily or for types", async () => {
    for (const code of [
      'import MapView from "../map/MapView"\nexport { MapView }\n',
      'export const load = () => import("../map/MapView")\n',
      'import type { MapSearchActor } from "../map/MapView"\nexport type Actor = MapSearchActor\n'
    ]) {
      expect(await boundaryProblems("features/landing/probe.ts", code), code).toEqual([
        "A feature does not import another feature: lift what they share into shared."
      ])
    }
  })

  it("refuses shared code importing the app or a feature, and a feature importing the app", async () => {
    expect(await boundaryProblems("shared/probe.ts", 'import { AppRoutes } from "../app/routes"\nexport { AppRoutes }\n')).toEqual([
      "Shared code imports neither the app nor a feature."
    ])
    expect(await boundaryProblems("shared/ui/probe.ts", 'import LandingPage from "../../features/landing/LandingPage"\nexport { LandingPage }\n')).toEqual([
      "Shared code imports neither the app nor a feature."
    ])
    expect(await boundaryProblems("features/map/probe.ts", 'import { App } from "../../app/App"\nexport { App }\n')).toEqual([
      "A feature does not import the app."
    ])
  })

  it("lets each layer import downwards and a feature use its own files", async () => {
    expect(await boundaryProblems("app/probe.ts", 'import LandingPage from "../features/landing/LandingPage"\nimport { api } from "../shared/api"\nexport { api, LandingPage }\n')).toEqual([])
    expect(await boundaryProblems("features/landing/probe.ts", 'import { api } from "../../shared/api"\nimport LandingPage from "./LandingPage"\nexport { api, LandingPage }\n')).toEqual([])
    expect(await boundaryProblems("shared/probe.ts", 'import { api } from "./api"\nimport { pathTo } from "./routing/paths"\nexport { api, pathTo }\n')).toEqual([])
  })
})
