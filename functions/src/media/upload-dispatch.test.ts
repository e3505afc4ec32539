import { describe, expect, it } from "vitest";
import { isAlreadyEnqueued, originalTask, planDispatch } from "./upload-dispatch";

const object = (name: string, generation = "1700000000000001") => ({
  name,
  contentType: "image/jpeg",
  size: 5_000_000,
  generation,
});
const AT = "2026-11-29T10:00:00.000Z";

describe("planDispatch", () => {
  it("hands an original to the worker, with the event's time", () => {
    for (const name of [
      "originals/gallery/alpine-dawn/u1/DSC_0042.jpg",
      "originals/site/u1/me.jpg",
      "originals/clients/G0123456789abcdefghi/w1/ceremony/IMG_1.jpg",
    ]) {
      const dispatch = planDispatch(object(name), AT);
      expect(dispatch?.task, name).toEqual({ ...object(name), eventTime: AT });
      expect(originalTask.safeParse(dispatch?.task).success, name).toBe(true);
    }
  });

  it("wakes nothing for the pipeline's own files, an import's copies or a poster", () => {
    for (const name of [
      "media/alpine-dawn/u1/w480.webp",
      "media/alpine-dawn/u1/download.jpg",
      "site/u1/w1600.webp",
      "clients/G0123456789abcdefghi/w1/ceremony/w960.webp",
      "originals/gallery/alpine-dawn/u1/_poster.jpg",
      "originals/gallery/../x/u1/a.jpg",
    ])
      expect(planDispatch(object(name), AT), name).toBeNull();
  });

  it("gives a redelivered event the same task id, and a new upload of the path a new one", () => {
    const name = "originals/gallery/alpine-dawn/u1/DSC_0042.jpg";
    const first = planDispatch(object(name), AT)!;
    expect(planDispatch(object(name), "2026-11-29T10:05:00.000Z")!.id).toBe(first.id);
    expect(planDispatch(object(name, "1700000000000002"), AT)!.id).not.toBe(first.id);
    expect(first.id).toMatch(/^[a-f0-9]{64}$/);
  });
});

describe("isAlreadyEnqueued", () => {
  it("takes Cloud Tasks' refusal of a known id as done, and nothing else", () => {
    expect(isAlreadyEnqueued({ code: "functions/task-already-exists" })).toBe(true);
    expect(isAlreadyEnqueued({ code: "functions/unavailable" })).toBe(false);
    expect(isAlreadyEnqueued(null)).toBe(false);
  });
});
