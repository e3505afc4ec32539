import { useQuery } from "@tanstack/react-query";
import { INBOX_KEYS } from "./inbox-cache";
import { MESSAGE_KINDS } from "./inbox-message";
import { countOpenMessages } from "./message-view";
import { db } from "@/lib/firebase/firestore";

/** The badge is refreshed this often, besides after every change the inbox makes (it invalidates the count). */
const UNHANDLED_REFRESH_MS = 60_000;

/** Open messages across both kinds (the inbox badge, `countOpenMessages`); 0 until known, the last known count while a read fails. */
export function useUnhandledMessageCount(): number {
  const { data } = useQuery({
    queryKey: INBOX_KEYS.openCount,
    queryFn: async () => {
      const counts = await Promise.all(MESSAGE_KINDS.map((kind) => countOpenMessages(db(), kind)));
      return counts.reduce((sum, value) => sum + value, 0);
    },
    refetchInterval: UNHANDLED_REFRESH_MS,
  });
  return data ?? 0;
}
