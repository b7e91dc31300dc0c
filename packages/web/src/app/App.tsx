import { Router } from "wouter"
import { Layout } from "./layout/Layout"
import { parsePattern } from "./routePattern"
import { AppRoutes } from "./routes"

/** The app: one router using the route table's pattern grammar, the layout and the pages. */
export function App() {
  return (
    <Router parser={parsePattern}>
      <Layout>
        <AppRoutes />
      </Layout>
    </Router>
  )
}
