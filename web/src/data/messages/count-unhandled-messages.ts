import { collection, limit, onSnapshot, query, where } from "firebase/firestore";
import { useEffect, useState } from "react";
import { db } from "@/lib/firebase/firestore";
import { MESSAGE_COLLECTIONS, type MessageKind } from "./inbox-message";

/** The badge stops counting here ("99+"); it is a nudge, not a report. */
export const UNHANDLED_COUNT_CAP = 99;

/** Live number of messages not yet handled, across both kinds; 0 when it cannot be read. */
export function useUnhandledMessageCount(): number {
  const [counts, setCounts] = useState<Record<MessageKind, number>>({ inquiry: 0, booking: 0 });
  useEffect(() => {
    const kinds = Object.keys(MESSAGE_COLLECTIONS) as MessageKind[];
    const unsubscribes = kinds.map((kind) =>
      onSnapshot(
        query(
          collection(db(), MESSAGE_COLLECTIONS[kind]),
          where("handled", "==", false),
          limit(UNHANDLED_COUNT_CAP + 1),
        ),
        (snapshot) => setCounts((previous) => ({ ...previous, [kind]: snapshot.size })),
        () => setCounts((previous) => ({ ...previous, [kind]: 0 })),
      ),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, []);
  return counts.inquiry + counts.booking;
}
