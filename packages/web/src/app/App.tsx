import { parsePattern } from "@pociecha/core"
import { QueryClientProvider } from "@tanstack/react-query"
import { Router } from "wouter"
import { queryClient } from "../shared/queryClient"
import { Layout } from "./layout/Layout"
import { AppRoutes } from "./routes"

/** The app: the cache of server reads, one router using the route table's pattern grammar, the layout and the pages. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router parser={parsePattern}>
        <Layout>
          <AppRoutes />
        </Layout>
      </Router>
    </QueryClientProvider>
  )
}
