/** What the content seed created, for the analytics seed to generate visits to. */
export interface SeededItem {
  id: string;
  title: string;
  type: "image" | "video";
  category: string;
}

export interface SeededContent {
  items: readonly SeededItem[];
}

export type SeedLog = (line: string) => void;
