import { testAdmin } from "./admin";

/** What a signed-out visitor gets at an address: its status and bytes. */
export async function visitorFetch(url: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A document as a signed-out visitor reads it through the Firestore REST API (the rules apply). */
export async function visitorDocument(documentPath: string): Promise<{ status: number; text: string }> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/v1/projects/${testAdmin().projectId}/databases/(default)/documents/${documentPath}`,
  );
  return { status: response.status, text: await response.text() };
}
