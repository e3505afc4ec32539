import { COLLECTIONS } from "@folio/domain";
import {
  addDoc,
  arrayUnion,
  collection,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from "firebase/firestore/lite";
import { sendKeepaliveSessionUpdate, type KeepaliveTarget } from "./keepalive-commit";
import type { TrackerSink } from "./tracker-engine";

/**
 * The tracker's writes through Firestore Lite: events are created, sessions created then
 * updated, never read back (the rules refuse visitors any read). Times are the server's. The
 * flush as a tab hides (`options.keepalive`) goes to Firestore's REST API with fetch's
 * `keepalive` (keepalive-commit.ts), so that closing the tab does not cancel it. Outbound links
 * are added to the stored list (arrayUnion), never written over it: the rules let it only grow.
 */
export function createFirestoreSink(firestore: Firestore, keepalive?: KeepaliveTarget): TrackerSink {
  return {
    async createEvent(event) {
      await addDoc(collection(firestore, COLLECTIONS.analyticsEvents), {
        ...event,
        timestamp: serverTimestamp(),
      });
    },
    async createSession(session) {
      await setDoc(doc(firestore, COLLECTIONS.userSessions, session.sessionId), {
        ...session,
        startTime: serverTimestamp(),
        endTime: serverTimestamp(),
      });
      keepalive?.written?.();
    },
    async updateSession(sessionId, update, options) {
      if (options?.keepalive && keepalive) return sendKeepaliveSessionUpdate(keepalive, sessionId, update);
      const { outbound, ...progress } = update;
      await updateDoc(doc(firestore, COLLECTIONS.userSessions, sessionId), {
        ...progress,
        ...(outbound ? { outbound: arrayUnion(...outbound) } : {}),
        endTime: serverTimestamp(),
      });
      keepalive?.written?.();
    },
  };
}
