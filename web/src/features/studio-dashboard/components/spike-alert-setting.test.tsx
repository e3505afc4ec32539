import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@/testing/render";
import { SpikeAlertSetting } from "./spike-alert-setting";

const store = vi.hoisted(() => ({
  data: undefined as Record<string, unknown> | undefined,
  saves: [] as unknown[],
  failNext: false,
}));
vi.mock("@/lib/firebase/firestore", () => ({ db: () => ({}) }));
vi.mock("firebase/firestore", () => ({
  doc: (_db: unknown, name: string, id: string) => ({ path: `${name}/${id}` }),
  deleteField: () => "<deleted>",
  getDoc: () => Promise.resolve({ data: () => store.data }),
  setDoc: (ref: { path: string }, data: Record<string, unknown>, options: unknown) => {
    if (store.failNext) {
      store.failNext = false;
      return Promise.reject(new Error("offline"));
    }
    store.saves.push([ref.path, data, options]);
    return Promise.resolve();
  },
}));

describe("SpikeAlertSetting", () => {
  it("is on at three times the usual until the owner changes it, and saves the switch beside the weekly one", async () => {
    store.data = { weeklyEmail: false };
    store.saves = [];
    const { user } = render(<SpikeAlertSetting />);
    const toggle = await screen.findByRole("switch", { name: /spike alert/i });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(screen.getByText("At 3× the usual visitors")).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(store.saves).toEqual([
      [
        "settings/reports",
        { weeklyEmail: false, spikeAlert: false, spikeVisitors: "<deleted>" },
        { merge: true },
      ],
    ]);
  });

  it("sets a threshold, shows it, and keeps what was typed when the save fails", async () => {
    store.data = { weeklyEmail: true, spikeAlert: true };
    store.saves = [];
    const { user } = render(<SpikeAlertSetting />);
    const adjust = await screen.findByRole("button", { name: "Spike alert threshold" });
    await waitFor(() => expect(adjust).toBeEnabled());
    await user.click(adjust);
    const input = await screen.findByRole("textbox", { name: "Visitors a day" });
    await user.type(input, "250");
    store.failNext = true;
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Could not save")).toBeInTheDocument();
    expect(input).toHaveValue("250");
    expect(store.saves).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("At 250 visitors a day")).toBeInTheDocument();
    expect(store.saves).toEqual([
      ["settings/reports", { weeklyEmail: true, spikeAlert: true, spikeVisitors: 250 }, { merge: true }],
    ]);
  });
});
