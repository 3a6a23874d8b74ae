import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "./query-client";

let browserClient: QueryClient | undefined;

/** One client for the whole visit in the browser, so a page's cached data survives navigation; a fresh one per prerendered page. */
function sharedQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (browserClient ??= createQueryClient());
}

/**
 * TanStack Query for the pages that call the API (defaults in web/lib/query-client.ts).
 * Each such route wraps its page in it instead of the root doing it for every page, so the query
 * library loads with those pages and stays off the first visit to `/`, which calls no API
 * (docs/decisions/016-react-renders-the-site.md).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(sharedQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
