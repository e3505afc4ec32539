import { POPULAR_CONTENT_DAYS, TOP_CONTENT_LIMIT } from "@folio/domain";
import type { DateRange } from "../api/date-range";
import { usePopularContent } from "../api/get-popular-content";
import { useTopContent } from "../api/get-top-content";
import { ChartCard } from "./chart-card";
import { ContentList } from "./content-list";

/** The 10 most viewed items of the range. */
export function TopContent({ range }: { range: DateRange }) {
  const query = useTopContent(range, TOP_CONTENT_LIMIT);
  const data = query.data ?? [];
  return (
    <ChartCard
      title="Top content"
      description={`The ${TOP_CONTENT_LIMIT} most viewed items in this period`}
      query={query}
      empty={data.length === 0}
      emptyText="No item was viewed in this period."
      height={320}
    >
      <ContentList entries={data} label="Top content" />
    </ChartCard>
  );
}

/** What visitors opened most in the last 7 days, whatever range is selected. */
export function PopularContent() {
  const query = usePopularContent(POPULAR_CONTENT_DAYS, TOP_CONTENT_LIMIT);
  const data = query.data ?? [];
  return (
    <ChartCard
      title="Popular this week"
      description={`Image and video views, last ${POPULAR_CONTENT_DAYS} days`}
      query={query}
      empty={data.length === 0}
      emptyText="Nothing was opened in the last 7 days."
      height={320}
    >
      <ContentList entries={data} label="Popular content" />
    </ChartCard>
  );
}
