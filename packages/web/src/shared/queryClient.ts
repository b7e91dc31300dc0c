import { QueryClient } from "@tanstack/react-query"

/**
 * The app's cache of server reads. Components read through `useQuery(coreQuery(api, …))` under
 * the shell's QueryClientProvider; code outside React (the city search's built-in cities) reads
 * the same cache through this client, so a read is fetched once however many places want it.
 */
export const queryClient = new QueryClient()
