/** Shown when a visitor's message could not be stored; what they typed stays in the form. */
export const SEND_FAILED_MESSAGE =
  "Your message could not be sent. Please check your connection and try again; nothing you typed has been lost.";

/** A visitor message (inquiry or booking request) that did not reach Firestore. */
export class SendMessageError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(SEND_FAILED_MESSAGE, options);
    this.name = "SendMessageError";
  }
}

/** A send that has not answered by then is reported as failed, so the form never spins forever. */
export const SEND_TIMEOUT_MS = 20_000;

/** Rejects with SendMessageError when `write` fails or takes longer than SEND_TIMEOUT_MS. */
export async function sending<T>(write: Promise<T>, timeoutMs = SEND_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([write, timeout]);
  } catch (error) {
    throw new SendMessageError({ cause: error });
  } finally {
    clearTimeout(timer);
  }
}
