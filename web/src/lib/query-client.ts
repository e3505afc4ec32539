import { QueryClient } from "@tanstack/react-query";

/** Firestore and Functions codes worth one more try: the next attempt may well succeed. */
const TRANSIENT_CODES = new Set(["unavailable", "deadline-exceeded", "resource-exhausted", "aborted", "internal"]);

/** Whether a failed read may succeed if tried again (a refusal never will). */
export function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && TRANSIENT_CODES.has(code.replace(/^(firestore|functions)\//, ""));
}

/**
 * The studio's query client. Reads stay fresh for 30 s (dashboard widgets of one range share
 * one read), a refused read is not retried (the screen shows it with a Retry button at once),
 * and a transient failure is retried twice before the screen says so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Firestore is not plain fetch: let every read run and fail for itself rather than
        // wait, paused, for the browser's online flag.
        networkMode: "always",
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && isTransient(error),
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
