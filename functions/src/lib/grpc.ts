/** gRPC status codes the server's Firestore writes tell apart (one table for every domain). */
export const GRPC = {
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNAVAILABLE: 14,
} as const;

/** The gRPC code of a Firestore error, if it has one. */
export function errorCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" ? code : undefined;
}

const TRANSIENT: readonly number[] = [
  GRPC.ABORTED,
  GRPC.DEADLINE_EXCEEDED,
  GRPC.RESOURCE_EXHAUSTED,
  GRPC.UNAVAILABLE,
];

/** Contention or a brief outage: worth trying again. */
export function isTransient(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && TRANSIENT.includes(code);
}
