import { defineConfig, mergeConfig } from "vite"
import portal from "./vite.config"

/**
 * The business-card panel (management 2.8, DESIGN 3b): a second, small build of the same code —
 * its own entry (panel.html → src/panel/main.tsx) holding the owner area's tabs and nothing of the
 * portal's map or directory. It is written inside the portal's build, under the path it is served
 * at, so one web build holds both; it runs after the portal's, which empties dist/.
 */
export default mergeConfig(portal, defineConfig({
  base: "/panel-wizytowki/",
  // The favicon and images are the portal's, served from its root: not copied a second time.
  publicDir: false,
  build: {
    outDir: "dist/panel-wizytowki",
    emptyOutDir: true,
    // The server reads no manifest of the panel's.
    manifest: false,
    rolldownOptions: { input: "panel.html" }
  }
}))
