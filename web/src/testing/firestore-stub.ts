/**
 * Stand-ins for what the Firestore SDK hands back, so screens can be driven through their
 * real data operations and queries in jsdom: a query snapshot, a refused read, and a read
 * that answers only when the test says so.
 */

/** A document as a test writes it. */
export interface StubDoc {
  id: string;
  data: Record<string, unknown>;
}

/** A query snapshot of `docs`, with the members the data layer reads. */
export function snapshotOf(docs: readonly StubDoc[]) {
  return {
    docs: docs.map((doc) => ({ id: doc.id, data: () => doc.data, get: (field: string) => doc.data[field] })),
    size: docs.length,
    empty: docs.length === 0,
  };
}

/** A FirestoreError as the SDK throws it (the data layer and screens read its `code`). */
export function firestoreError(code: "permission-denied" | "unavailable") {
  const message =
    code === "permission-denied" ? "Missing or insufficient permissions." : "Service unavailable";
  return Object.assign(new Error(message), { name: "FirebaseError", code });
}

/** A promise the test settles by hand: holds a screen in its loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A Firestore time field as the SDK returns it. */
export function timestamp(iso: string) {
  const date = new Date(iso);
  return { toDate: () => date };
}
