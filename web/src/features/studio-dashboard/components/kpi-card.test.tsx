import { describe, expect, it } from "vitest";
import { render, screen } from "@/testing/render";
import { formatCount, formatPercent } from "../format";
import { KpiCard } from "./kpi-card";

describe("KpiCard", () => {
  it("shows the value and a rise against the previous period as good news", () => {
    render(
      <KpiCard
        label="Total views"
        hint="All views"
        value={1200}
        previous={1000}
        format={formatCount}
        better="higher"
        previousLabel="the 7 days before"
      />,
    );
    const card = screen.getByRole("region", { name: "Total views" });
    expect(card).toHaveTextContent("1,200");
    const change = screen.getByLabelText("+20% compared with the 7 days before (1,000)");
    expect(change).toHaveAttribute("data-tone", "good");
  });

  it("shows a rise of the bounce rate as bad news", () => {
    render(
      <KpiCard
        label="Bounce rate"
        hint="One-page visits"
        value={60}
        previous={50}
        format={formatPercent}
        better="lower"
        previousLabel="the 30 days before"
      />,
    );
    expect(screen.getByRole("region", { name: "Bounce rate" })).toHaveTextContent("60%");
    expect(screen.getByLabelText("+20% compared with the 30 days before (50%)")).toHaveAttribute(
      "data-tone",
      "bad",
    );
  });

  it("says New instead of an infinite percentage when there was nothing before", () => {
    render(
      <KpiCard
        label="Bookings"
        hint="Requests"
        value={3}
        previous={0}
        format={formatCount}
        better="higher"
        previousLabel="yesterday"
      />,
    );
    expect(screen.getByLabelText("New compared with yesterday (0)")).toBeInTheDocument();
  });

  it("leaves the change out while the previous period is unknown", () => {
    render(
      <KpiCard
        label="Likes"
        hint="Likes"
        value={9}
        previous={null}
        format={formatCount}
        better="higher"
        previousLabel="before"
      />,
    );
    expect(screen.getByRole("region", { name: "Likes" })).not.toHaveTextContent("vs previous");
  });
});
