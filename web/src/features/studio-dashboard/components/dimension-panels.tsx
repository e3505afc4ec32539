import { Anchor, Text } from "@mantine/core";
import type { DateRange } from "../api/date-range";
import { countryName, sitePathHref } from "../dimension-table";
import { DimensionPanel, type DimensionTab } from "./dimension-panel";

/** Where a UTM parameter goes to fill a tab that is empty. */
const utmHint = (parameter: string) => `Add ${parameter} to the links you share.`;

const CAMPAIGN_TABS: readonly [DimensionTab, ...DimensionTab[]] = [
  {
    breakdown: "sources",
    label: "Source",
    noun: "source",
    plural: "sources",
    empty: "No visits in this period yet.",
  },
  {
    breakdown: "mediums",
    label: "Medium",
    noun: "medium",
    plural: "mediums",
    empty: `No mediums in this period. ${utmHint("utm_medium")}`,
  },
  {
    breakdown: "campaigns",
    label: "Campaign",
    noun: "campaign",
    plural: "campaigns",
    empty: `No campaigns in this period. ${utmHint("utm_campaign")}`,
  },
  {
    breakdown: "terms",
    label: "Term",
    noun: "term",
    plural: "terms",
    empty: `No terms in this period. ${utmHint("utm_term")}`,
  },
  {
    breakdown: "contents",
    label: "Content",
    noun: "content",
    plural: "contents",
    empty: `No contents in this period. ${utmHint("utm_content")}`,
  },
];

/**
 * Which source and campaign brought visits: the traffic source (referrer host or utm_source,
 * Direct without either) and the four other UTM parameters, one at a time.
 */
export function CampaignsPanel({ range }: { range: DateRange }) {
  return (
    <DimensionPanel
      title="Sources and campaigns"
      description="Visits by referrer or utm_source, and by the links' other UTM parameters"
      range={range}
      tabs={CAMPAIGN_TABS}
    />
  );
}

/** A country's name with its code beside it ("France FR"); Unknown alone. */
function countryCell(label: string, name: string) {
  return (
    <>
      {name}
      {name !== label && (
        <Text span size="xs" c="dimmed" ml={6}>
          {label}
        </Text>
      )}
    </>
  );
}

/** Where visitors are, by the country of their browser's time zone (never an IP). */
export function CountriesPanel({ range }: { range: DateRange }) {
  return (
    <DimensionPanel
      title="Countries"
      description="Visits by the country of the browser's time zone"
      range={range}
      tabs={[
        {
          breakdown: "countries",
          label: "Country",
          noun: "country",
          plural: "countries",
          empty: "No visits with a country in this period yet.",
        },
      ]}
      nameOf={countryName}
      renderLabel={countryCell}
    />
  );
}

/** The path as a link to that page of the site, in a new tab; text when it would leave the site. */
function entryPageCell(label: string) {
  const href = sitePathHref(label, window.location.origin);
  if (!href) return label;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {label}
    </Anchor>
  );
}

/** The page each visit started on. */
export function EntryPagesPanel({ range }: { range: DateRange }) {
  return (
    <DimensionPanel
      title="Entry pages"
      description="Where visits start: the first page of each visit"
      range={range}
      tabs={[
        {
          breakdown: "entryPages",
          label: "Page",
          noun: "entry page",
          plural: "entry pages",
          empty: "No entry pages in this period yet.",
        },
      ]}
      renderLabel={entryPageCell}
    />
  );
}

/** Which links to other sites, and the email link, visits clicked. */
export function OutboundPanel({ range }: { range: DateRange }) {
  return (
    <DimensionPanel
      title="Outbound clicks"
      description="Visits that clicked a link to another site (by host) or the email link (Email)"
      range={range}
      tabs={[
        {
          breakdown: "outbound",
          label: "Link",
          noun: "link",
          plural: "links",
          empty:
            "No outbound clicks in this period. Clicks on links to other sites and on the email link show here.",
        },
      ]}
    />
  );
}
