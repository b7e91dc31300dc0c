// @vitest-environment node
import { ESLint } from "eslint"
import { describe, expect, it } from "vitest"

// The repository's own lint configuration, run on probe files that stand where a zone's code
// would: every refusal of the walls (DESIGN 3a) is proven here, and one crossing of each kind that
// is allowed. The probes are linted as text at their path (ESLint classifies a file by its path and
// resolves its imports from there), so nothing is written where other work in the checkout, a
// running typecheck or `eslint .`, would pick it up.
const root = decodeURIComponent(new URL("../../", import.meta.url).pathname)
const eslint = new ESLint({ cwd: root })
const wallRules = new Set(["boundaries/dependencies", "boundaries/no-unknown-files", "no-restricted-imports"])

/** The wall rules' refusals of `code` if it stood at `path` (relative to the repository root). */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` })
  return (result?.messages ?? []).filter((message) => wallRules.has(message.ruleId ?? "")).map((message) => `${message.ruleId}: ${message.message}`)
}

const crossesAWall = "boundaries/dependencies: This import crosses a wall: a zone imports its own files and the zones below it, nothing else (DESIGN 3a)."
const importing = (source: string) => `import * as probe from "${source}"\nexport { probe }\n`

// ESLint's first run loads the whole configuration: seconds on a busy machine.
describe("the repository's walls are enforced by lint", { timeout: 120_000 }, () => {
  it("keeps core headless: no translation, UI, map, editor, query or server package", async () => {
    for (const source of ["i18next", "react", "react-dom/client", "leaflet", "lexical", "@tanstack/query-core", "@xstate/react", "@pociecha/server"]) {
      expect(await refusals("packages/core/src/domain/probe.ts", importing(source)), source).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*core is headless/)
      ])
    }
  })

  it("refuses a relative path from core into another package", async () => {
    expect(await refusals("packages/core/src/domain/probe.ts", importing("../../../web/src/shared/api"))).toEqual([
      crossesAWall
    ])
    expect(await refusals("packages/core/src/probe.ts", importing("../../server/src/main"))).toEqual([
      crossesAWall
    ])
  })

  it("refuses the server importing the web app, by package name or by path", async () => {
    expect(await refusals("packages/server/src/probe.ts", importing("@pociecha/web"))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*imports none of its code/)
    ])
    expect(await refusals("packages/server/src/probe.ts", importing("../../web/src/shared/api"))).toEqual([
      crossesAWall
    ])
  })

  it("refuses a feature importing another feature, statically, lazily or for types", async () => {
    for (const code of [
      importing("../map/MapView"),
      'export const load = () => import("../map/MapView")\n',
      'import type { MapSearchActor } from "../map/MapView"\nexport type Actor = MapSearchActor\n'
    ]) {
      expect(await refusals("packages/web/src/features/landing/probe.ts", code), code).toEqual([
        "boundaries/dependencies: A feature does not import another feature: lift what they share into shared."
      ])
    }
  })

  it("refuses shared code importing the app or a feature, and a feature importing the app", async () => {
    expect(await refusals("packages/web/src/shared/probe.ts", importing("../app/routes"))).toEqual([
      "boundaries/dependencies: Shared code imports neither the app nor a feature."
    ])
    expect(await refusals("packages/web/src/shared/ui/probe.ts", importing("../../features/landing/LandingPage"))).toEqual([
      "boundaries/dependencies: Shared code imports neither the app nor a feature."
    ])
    expect(await refusals("packages/web/src/features/map/probe.ts", importing("../../app/App"))).toEqual([
      "boundaries/dependencies: A feature does not import the app."
    ])
  })

  it("refuses a root file importing product code, so no import is laundered through one", async () => {
    expect(await refusals("probe.config.ts", importing("./packages/web/src/features/map/MapView"))).toEqual([
      crossesAWall
    ])
    expect(await refusals("packages/core/src/probe.ts", importing("../../../vitest.config"))).toEqual([
      crossesAWall
    ])
  })

  it("refuses a file outside every zone", async () => {
    expect(await refusals("docs/probe.ts", "export const probe = 1\n")).toEqual([
      "boundaries/no-unknown-files: File does not match any file pattern and does not belong to any known element"
    ])
  })

  it("lets each zone import its own files and the zones below it", async () => {
    expect(await refusals("packages/web/src/app/probe.ts", 'import LandingPage from "../features/landing/LandingPage"\nimport { api } from "../shared/api"\nexport { api, LandingPage }\n')).toEqual([])
    expect(await refusals("packages/web/src/features/landing/probe.ts", 'import { api } from "../../shared/api"\nimport LandingPage from "./LandingPage"\nimport { tagsQuery } from "@pociecha/core"\nexport { api, LandingPage, tagsQuery }\n')).toEqual([])
    expect(await refusals("packages/web/src/main.probe.ts", importing("./app/App"))).toEqual([])
    expect(await refusals("packages/core/src/domain/probe.ts", 'import { Effect } from "effect"\nimport * as legal from "./legal"\nexport { Effect, legal }\n')).toEqual([])
  })
})
