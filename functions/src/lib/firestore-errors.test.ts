import { describe, expect, it } from "vitest";
import { GRPC, isPermanent, isTransient, lostRace, retry } from "./firestore-errors";

const failure = (code: number) => Object.assign(new Error(`code ${code}`), { code });

describe("Firestore error classes", () => {
  it("tells a lost race, a transient failure and the data's fault apart", () => {
    const cases = [
      [GRPC.FAILED_PRECONDITION, "race"],
      [GRPC.ALREADY_EXISTS, "race"],
      [GRPC.NOT_FOUND, "race"],
      [GRPC.ABORTED, "transient"],
      [GRPC.UNAVAILABLE, "transient"],
      [GRPC.DEADLINE_EXCEEDED, "transient"],
      [GRPC.RESOURCE_EXHAUSTED, "transient"],
      [GRPC.INVALID_ARGUMENT, "permanent"],
      [GRPC.OUT_OF_RANGE, "permanent"],
    ] as const;
    for (const [code, kind] of cases) {
      const error = failure(code);
      expect([lostRace(error), isTransient(error), isPermanent(error)], `code ${code}`).toEqual([
        kind === "race",
        kind === "transient",
        kind === "permanent",
      ]);
    }
    const closed = Object.assign(new Error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), {
      code: GRPC.INVALID_ARGUMENT,
    });
    expect([lostRace(closed), isTransient(closed), isPermanent(closed)], "a closed transaction").toEqual([
      false,
      true,
      false,
    ]);
    expect(lostRace(new Error("crash"))).toBe(false);
    expect(lostRace(null)).toBe(false);
  });
});

describe("retry", () => {
  it("plans again after a lost race, and gives up after its attempts", async () => {
    const attempts: number[] = [];
    const outcome = await retry(
      async (attempt) => {
        attempts.push(attempt);
        if (attempt < 3) throw failure(GRPC.FAILED_PRECONDITION);
        return "counted";
      },
      { attempts: 5, retryOn: lostRace, baseMs: 0 },
    );
    expect(outcome).toBe("counted");
    expect(attempts).toEqual([1, 2, 3]);
    await expect(
      retry(() => Promise.reject(failure(GRPC.ALREADY_EXISTS)), { attempts: 2, retryOn: lostRace, baseMs: 0 }),
    ).rejects.toMatchObject({ code: GRPC.ALREADY_EXISTS });
  });

  it("does not retry what it is not told to", async () => {
    let calls = 0;
    await expect(
      retry(
        () => {
          calls += 1;
          return Promise.reject(failure(GRPC.UNAVAILABLE));
        },
        { attempts: 5, retryOn: lostRace, baseMs: 0 },
      ),
    ).rejects.toMatchObject({ code: GRPC.UNAVAILABLE });
    expect(calls).toBe(1);
  });
});
