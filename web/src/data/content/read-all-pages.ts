import { PUBLIC_QUERY_LIMIT_MAX } from "@folio/domain";
import {
  getDocs,
  limit,
  query,
  startAfter,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase/firestore/lite";

/**
 * Every document of an ordered query, read in pages of PUBLIC_QUERY_LIMIT_MAX: the rules refuse
 * visitors a list without `limit(n ≤ 100)`, and a site with 300 tags still shows all of them.
 */
export async function readAllPages(ordered: Query<DocumentData>): Promise<QueryDocumentSnapshot[]> {
  const docs: QueryDocumentSnapshot[] = [];
  for (;;) {
    const last = docs.at(-1);
    const page = await getDocs(
      last
        ? query(ordered, startAfter(last), limit(PUBLIC_QUERY_LIMIT_MAX))
        : query(ordered, limit(PUBLIC_QUERY_LIMIT_MAX)),
    );
    docs.push(...page.docs);
    if (page.size < PUBLIC_QUERY_LIMIT_MAX) return docs;
  }
}
