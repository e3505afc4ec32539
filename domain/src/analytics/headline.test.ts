import { describe, expect, it } from "vitest";
import { headlineFigures } from "./headline";

describe("headline figures", () => {
  it("counts accepted messages, and their conversion per visit", () => {
    expect(headlineFigures({ inquiries: 3, bookings: 1 }, 160)).toEqual({
      inquiriesReceived: 3,
      bookingRequests: 1,
      visits: 160,
      conversionRate: 2.5,
    });
  });

  it("reads a period without visits as a rate of 0, never NaN or Infinity", () => {
    expect(headlineFigures({ inquiries: 2, bookings: 0 }, 0).conversionRate).toBe(0);
    expect(headlineFigures({ inquiries: 0, bookings: 0 }, 0).conversionRate).toBe(0);
  });

  it("rounds the rate to two decimals, as the spec's rates", () => {
    expect(headlineFigures({ inquiries: 1, bookings: 0 }, 3).conversionRate).toBe(33.33);
  });
});
